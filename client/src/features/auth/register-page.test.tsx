import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const user = testUser({ userSig: 's' });

function renderAt(url: string, loggedIn: boolean) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? user : null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <RegisterPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('RegisterPage (/regists)', () => {
  it('[issue 11 bug 3] a logged-in user sees 您已登录 with links home and to the user centre, no form', () => {
    renderAt('/regists?bd_vid=ad1', true);
    expect(screen.getByRole('heading', { name: '您已登录' })).toBeTruthy();
    expect(screen.getByText('球迷小李')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '注册' })).toBeNull();
    expect(screen.queryByPlaceholderText('请输入手机号')).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/?bd_vid=ad1');
    expect(screen.getByRole('link', { name: '进入个人中心' }).getAttribute('href')).toBe('/userarea');
  });

  it('a visitor who is not logged in gets the register form', () => {
    renderAt('/regists', false);
    expect(screen.getByRole('form', { name: '注册' })).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入手机号')).toBeTruthy();
    expect(screen.queryByText('您已登录')).toBeNull();
  });

  it('[V0] after an empty submit, filling a field or ticking the agreement takes only its message away', async () => {
    renderAt('/regists', false);
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await screen.findByText('请输入正确的手机号码');
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    expect(screen.queryByText('请输入正确的手机号码')).toBeNull();
    expect(screen.getByText('请输入正确的验证码')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策')).toBeNull();
  });

  it('[SMS7] 获取验证码 with a registered phone asks with type=register and shows 该手机号已注册 under the phone', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 400, msg: '该手机号已注册', data: null }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/regists', false);
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const msg = await screen.findByText('该手机号已注册');
    // Right under the phone input, before the code row.
    const phoneInput = screen.getByPlaceholderText('请输入手机号');
    expect(phoneInput.closest('label')?.nextElementSibling).toBe(msg);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('type=register');
    expect(screen.queryByRole('button', { name: /s后重新获取/ })).toBeNull();
    // Changing the phone takes the message away.
    fireEvent.change(phoneInput, { target: { value: '13800138001' } });
    expect(screen.queryByText('该手机号已注册')).toBeNull();
  });
});
