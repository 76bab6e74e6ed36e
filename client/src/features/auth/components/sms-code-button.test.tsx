import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../../components/toaster.tsx';
import SmsCodeButton from './sms-code-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fetch whose answer the test releases, to look at the button while the send is still out. */
function pendingFetch() {
  let answer: (res: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (res: Response) => answer(res) };
}

function renderButton(onSent = vi.fn()) {
  render(
    <>
      <SmsCodeButton phone="13800138000" validatePhone={() => null} onSent={onSent} />
      <Toaster />
    </>,
  );
  return onSent;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('SmsCodeButton (spec §4 SMS countdown; issue 11 bug 5)', () => {
  it('[issue 11 bug 5] no countdown while the send is out; the 60 s countdown starts once it succeeds', async () => {
    const { answer } = pendingFetch();
    const onSent = renderButton();
    fireEvent.click(button('获取验证码'));
    expect(button('发送中…').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /s后重新获取/ })).toBeNull();
    answer(Response.json({ code: 200, msg: '验证码已发送', data: null }));
    expect((await screen.findByRole('button', { name: '60s后重新获取' })).hasAttribute('disabled')).toBe(
      true,
    );
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('[issue 11 bug 5] a refused send shows the server msg and leaves 获取验证码 usable, no countdown', async () => {
    const { fetchMock, answer } = pendingFetch();
    const onSent = renderButton();
    fireEvent.click(button('获取验证码'));
    answer(
      Response.json({ code: 429, msg: '验证码发送过于频繁，请42秒后再试', data: null }, { status: 429 }),
    );
    expect((await screen.findByText('验证码发送过于频繁，请42秒后再试')).getAttribute('role')).toBe('alert');
    expect(button('获取验证码').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /s后重新获取/ })).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
    fireEvent.click(button('获取验证码'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('[issue 11 bug 5] a network failure also keeps the button usable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderButton();
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText('网络异常，请稍后再试')).toBeTruthy();
    expect(button('获取验证码').disabled).toBe(false);
  });

  it('[SMS7] the purpose goes with the request; a 400 refusal goes to onPhoneError (not a toast), no countdown', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 400, msg: '该手机号已注册', data: null }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onPhoneError = vi.fn();
    render(
      <>
        <SmsCodeButton
          phone=" 13800138000"
          purpose="register"
          validatePhone={() => null}
          onPhoneError={onPhoneError}
        />
        <Toaster />
      </>,
    );
    fireEvent.click(button('获取验证码'));
    await waitFor(() => expect(onPhoneError).toHaveBeenCalledWith('该手机号已注册'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/user/user/sentCode?phone=13800138000&type=register',
    );
    expect(screen.queryByText('该手机号已注册')).toBeNull();
    expect(button('获取验证码').disabled).toBe(false);
  });
});
