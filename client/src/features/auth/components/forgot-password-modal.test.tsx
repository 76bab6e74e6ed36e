import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../../components/toaster.tsx';
import ForgotPasswordModal, { validateReset } from './forgot-password-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const good = { phone: '13800138000', code: '123456', password: 'abc12345', confirmPassword: 'abc12345' };

describe('forgot password (spec §5 reset-password rules)', () => {
  it('[V6] each rule gives its exact message', () => {
    const cases: [Partial<typeof good>, boolean, string, string][] = [
      [{ phone: '' }, true, 'phone', '请输入手机号！'],
      [{ phone: '1380013' }, true, 'phone', '请输入正确的手机号！'],
      [{ code: '' }, true, 'code', '请输入验证码！'],
      [{ code: '123456' }, false, 'code', '请先请求验证码！'],
      [{ code: '12a456' }, true, 'code', '请输入正确的验证码！'],
      [{ password: '', confirmPassword: '' }, true, 'password', '请输入密码！'],
      [
        { password: '12345678', confirmPassword: '12345678' },
        true,
        'password',
        '密码长度为6-30位,必须由数字、字母等组成！',
      ],
      [
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        true,
        'password',
        '密码长度为6-30位,必须由数字、字母等组成！',
      ],
      [
        { password: '@@@@@@@@', confirmPassword: '@@@@@@@@' },
        true,
        'password',
        '密码长度为6-30位,必须由数字、字母等组成！',
      ],
      [
        { password: 'a1', confirmPassword: 'a1' },
        true,
        'password',
        '密码长度为6-30位,必须由数字、字母等组成！',
      ],
      [{ confirmPassword: '' }, true, 'confirmPassword', '请输入确认密码！'],
      [{ confirmPassword: 'abc123456' }, true, 'confirmPassword', '两次密码输的不一致，请检查！'],
    ];
    for (const [patch, requested, field, msg] of cases) {
      expect({ patch, msg: validateReset({ ...good, ...patch }, requested)[field] }).toEqual({ patch, msg });
    }
    expect(validateReset(good, true)).toEqual({});
  });

  it('[V6] an invalid submit shows the field messages and the toast 重置密码失败，请检查！', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <ForgotPasswordModal onClose={() => undefined} />
        <Toaster />
      </>,
    );
    expect(screen.getByPlaceholderText('请输入手机号').getAttribute('maxlength')).toBe('11');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    for (const msg of [
      '请输入手机号！',
      '请输入验证码！',
      '请输入密码！',
      '请输入确认密码！',
      '重置密码失败，请检查！',
    ])
      expect(await screen.findByText(msg)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[V6] after requesting a code, a valid form resets and closes', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      Response.json({
        code: 200,
        msg: url.includes('sentCode') ? '验证码已发送' : '密码重置成功，请重新登录',
        data: null,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    render(
      <>
        <ForgotPasswordModal onClose={onClose} />
        <Toaster />
      </>,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: good.phone } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送');
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: good.code } });
    fireEvent.change(screen.getByPlaceholderText('6-30位，数字、字母等组合'), {
      target: { value: good.password },
    });
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: good.password } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/user/updatePassWord');
    expect(JSON.parse(String(init.body))).toEqual(good);
  });

  it('[V0] typing into a field takes its message away; the other fields keep theirs', async () => {
    vi.stubGlobal('fetch', vi.fn());
    render(<ForgotPasswordModal onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByText('请输入手机号！');
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: good.phone } });
    expect(screen.queryByText('请输入手机号！')).toBeNull();
    expect(screen.getByText('请输入验证码！')).toBeTruthy();
  });

  it('[SMS7] 获取验证码 for an unknown phone asks with type=reset and shows the refusal under the phone', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 400, msg: '该手机号未注册，请先注册', data: null }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ForgotPasswordModal onClose={() => undefined} />);
    const phoneInput = screen.getByPlaceholderText('请输入手机号');
    fireEvent.change(phoneInput, { target: { value: good.phone } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const msg = await screen.findByText('该手机号未注册，请先注册');
    expect(phoneInput.closest('label')?.nextElementSibling).toBe(msg);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/user/user/sentCode?phone=${good.phone}&type=reset`,
    );
  });

  it('[V6] a successful reset hands the phone to onReset (the login form prefills it)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, msg: '密码重置成功，请重新登录', data: null })),
    );
    const onReset = vi.fn();
    render(<ForgotPasswordModal onClose={() => undefined} onReset={onReset} />);
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: ` ${good.phone}` } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /s后重新获取/ });
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: good.code } });
    fireEvent.change(screen.getByPlaceholderText('6-30位，数字、字母等组合'), {
      target: { value: good.password },
    });
    fireEvent.change(screen.getByPlaceholderText('请再次输入新密码'), { target: { value: good.password } });
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith(good.phone));
  });
});
