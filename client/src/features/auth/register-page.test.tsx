import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoginAtom, userInfoAtom } from '../../state/user-atoms.ts';
import RegisterPage from './register-page.tsx';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

const user = {
  id: '9',
  userName: '球迷小李',
  headImage: '',
  userSig: 's',
  isVip: false,
  isAdmin: false,
  rank: { rankName: '新手', userRankImg: '', color: '#999' },
};

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
});
