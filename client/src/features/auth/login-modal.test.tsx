import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../components/toaster.tsx';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import LoginModal from './login-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const user = testUser({ userSig: 's' });

function open(url = '/') {
  const store = createStore();
  store.set(isShowLoginBoxAtom, true);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <LoginModal />
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const loginButton = () => screen.getByRole('button', { name: '登录' }) as HTMLButtonElement;

describe('LoginModal (spec §2, §5)', () => {
  it('[V2] account tab: the button is disabled while the account or password is empty; max lengths 30', () => {
    open();
    expect(loginButton().disabled).toBe(true);
    type('请输入手机号/用户名', '13800138000');
    expect(loginButton().disabled).toBe(true);
    type('请输入密码', 'abc12345');
    expect(loginButton().disabled).toBe(false);
    expect(screen.getByPlaceholderText('请输入密码').getAttribute('maxlength')).toBe('30');
  });

  it('[V2] a short password says 密码长度为6-30位 and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    type('请输入手机号/用户名', '13800138000');
    type('请输入密码', '123');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(loginButton());
    expect(await screen.findByText('密码长度为6-30位')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[V4] without the agreement ticked the warning shows; the links go to /userTreaty/ and /privacy/', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    type('请输入手机号/用户名', '13800138000');
    type('请输入密码', 'abc12345');
    fireEvent.click(loginButton());
    expect(await screen.findByText('请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '《酷易体育用户服务协议》' }).getAttribute('href')).toBe(
      '/userTreaty/',
    );
    expect(screen.getByRole('link', { name: '《酷易体育隐私政策》' }).getAttribute('href')).toBe('/privacy/');
  });

  it('[V3] SMS tab: the code must be 6 digits (请输入正确的验证码); a bad phone cannot request one', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    type('请输入手机号', '2380013');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    type('请输入手机号', '13800138000');
    type('请输入验证码', '12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(loginButton());
    expect(await screen.findByText('请输入正确的验证码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('[SMS2] 获取验证码 sends the code and turns into a disabled 60 s countdown', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 200, msg: '验证码已发送', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = (await screen.findByRole('button', { name: '60s后重新获取' })) as HTMLButtonElement;
    expect(counting.disabled).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/user/sentCode?phone=13800138000&type=login');
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
  });

  it('[SMS7] SMS tab: a phone without an account hears 该手机号未注册，请先注册 under the phone, no countdown', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 400, msg: '该手机号未注册，请先注册', data: null }, { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const alert = await screen.findByText('该手机号未注册，请先注册');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/user/sentCode?phone=13800138000&type=login');
    // Shown right under the phone field, before the code row; the button stays usable.
    const phoneField = screen.getByPlaceholderText('请输入手机号').closest('label');
    expect(phoneField?.nextElementSibling).toBe(alert);
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    // Editing the phone takes the message away ([V0]).
    type('请输入手机号', '13800138001');
    expect(screen.queryByText('该手机号未注册，请先注册')).toBeNull();
  });

  it('[SMS4] a successful login fetches the user info, sets the login state and hides the box', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('selectById')
        ? Response.json({ code: 200, msg: '操作成功', data: { ...user, signature: '加油' } })
        : Response.json({ code: 200, msg: '登录成功', data: user }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = open();
    type('请输入手机号/用户名', '球迷小李');
    type('请输入密码', 'abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(loginButton());
    await waitFor(() => expect(store.get(isLoginAtom)).toBe(true));
    expect(store.get(isShowLoginBoxAtom)).toBe(false);
    expect(store.get(userInfoAtom)).toMatchObject({ id: '9', userName: '球迷小李' });
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ phoneOrUserName: '球迷小李', password: 'abc12345' });
    // Logged out later, the box opens empty: not the last person's account, nor their ticked agreement.
    act(() => store.set(isShowLoginBoxAtom, true));
    expect((screen.getByPlaceholderText('请输入手机号/用户名') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('[§8] a refused login shows the server message as an error toast and stays open', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 400, msg: '账号或密码错误', data: null }, { status: 400 }),
    );
    const store = open();
    type('请输入手机号/用户名', '13800138000');
    type('请输入密码', 'abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(loginButton());
    expect((await screen.findByText('账号或密码错误')).getAttribute('role')).toBe('alert');
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(store.get(isLoginAtom)).toBe(false);
  });

  it('[issue 11 bug 6] 立即注册 keeps the bd_vid the visitor arrived with', () => {
    open('/football?bd_vid=ad%2042');
    const link = screen.getByRole('link', { name: '立即注册' });
    expect(link.getAttribute('href')).toBe('/regists?bd_vid=ad%2042');
  });

  it('[issue 11 bug 6] 立即注册 keeps a bd_vid from earlier in the session after navigating away', () => {
    window.sessionStorage.setItem('kuyi-bd-vid', 'abc');
    open('/basketball');
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/regists?bd_vid=abc');
  });

  it('立即注册 without a bd_vid is plain /regists', () => {
    open();
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toBe('/regists');
  });

  it('Esc closes the box; over it, Esc closes the forgot-password box first', () => {
    const store = open();
    fireEvent.click(screen.getByRole('button', { name: '忘记密码?' }));
    expect(screen.getByRole('dialog', { name: '忘记密码' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '忘记密码' })).toBeNull();
    expect(screen.getByRole('dialog', { name: '登录' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: '登录' })).toBeNull();
    expect(store.get(isShowLoginBoxAtom)).toBe(false);
  });

  it('[V0] an edit takes the last message away: a longer password, or ticking the agreement', async () => {
    vi.stubGlobal('fetch', vi.fn());
    open();
    type('请输入手机号/用户名', '13800138000');
    type('请输入密码', '123');
    fireEvent.click(loginButton());
    await screen.findByText('密码长度为6-30位');
    type('请输入密码', 'abc12345');
    expect(screen.queryByText('密码长度为6-30位')).toBeNull();
    fireEvent.click(loginButton());
    await screen.findByText('请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策')).toBeNull();
  });

  it('[V6] after 找回密码 succeeds the account field holds the phone, ready for the new password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({
          code: 200,
          msg: url.includes('sentCode') ? '验证码已发送' : '密码重置成功，请重新登录',
          data: null,
        }),
      ),
    );
    open();
    type('请输入手机号/用户名', 'someone');
    type('请输入密码', 'old-typed');
    fireEvent.click(screen.getByRole('button', { name: '忘记密码?' }));
    const dialog = within(screen.getByRole('dialog', { name: '忘记密码' }));
    const set = (placeholder: string, value: string) =>
      fireEvent.change(dialog.getByPlaceholderText(placeholder), { target: { value } });
    set('请输入手机号', '13800138000');
    fireEvent.click(dialog.getByRole('button', { name: '获取验证码' }));
    await dialog.findByRole('button', { name: /s后重新获取/ });
    set('请输入验证码', '123456');
    set('6-30位，数字、字母等组合', 'new12345');
    set('请再次输入新密码', 'new12345');
    fireEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '忘记密码' })).toBeNull());
    expect((screen.getByPlaceholderText('请输入手机号/用户名') as HTMLInputElement).value).toBe(
      '13800138000',
    );
    expect((screen.getByPlaceholderText('请输入密码') as HTMLInputElement).value).toBe('');
  });
});
