import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../components/toaster.tsx';
import { testUserInfo } from '../../state/test-user.ts';
import {
  isLoginAtom,
  isShowLoginBoxAtom,
  sessionRestoringAtom,
  userInfoAtom,
} from '../../state/user-atoms.ts';
import UserAreaRoutes from './userarea-routes.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const info = testUserInfo({
  userSig: 's',
  rank: { rankName: '新手', userRankImg: '/images/rank/lv1.png', color: '#999' },
});

function at(path: string, loggedIn = true) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? info : null);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/userarea/*" element={<UserAreaRoutes />} />
          <Route path="/" element={<p>首页</p>} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('/userarea (spec §2 user centre)', () => {
  it('an unknown page shows the site’s 404 page with its way home (spec §2)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, msg: '成功', data: null })),
    );
    at('/userarea/no-such-page');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('[UA0] asks for a login first', () => {
    const store = at('/userarea', false);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请先登录后再访问个人中心')).toBeTruthy();
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[UA0] while a login cookie’s session is being checked, it waits (加载中…) instead of offering the login box', async () => {
    const store = createStore();
    store.set(sessionRestoringAtom, true);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/userarea/mybill']}>
          <Routes>
            <Route path="/userarea/*" element={<UserAreaRoutes />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('请先登录后再访问个人中心')).toBeNull();
    // The gateway said the session is gone: now the login is asked for.
    act(() => store.set(sessionRestoringAtom, false));
    expect(screen.getByText('请先登录后再访问个人中心')).toBeTruthy();
  });

  it('[UA1] index shows the masked phone and the real-name state; the menu has every page', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: info }));
    at('/userarea');
    expect(await screen.findByText(/138\*\*\*\*8000/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '未认证，去认证' })).toBeTruthy();
    // 开通VIP opens the VIP tab of 充值/VIP, not 球币充值.
    expect(screen.getByRole('link', { name: '开通VIP' }).getAttribute('href')).toBe(
      '/userarea/foreRecharge?tab=vip',
    );
    for (const label of ['个人资料', '我的主页', '修改密码', '更换手机', '实名认证', '注销账号'])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
  });

  it('[VIP1] a VIP sees until when on 个人中心 (the Beijing day), beside 续费', async () => {
    const vip = { ...info, isVip: true };
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('getMemberInfoNew')
        ? // 2026-12-04 17:00 UTC is already the 5th in Beijing.
          Response.json({ code: 200, msg: '', data: { isVip: true, vipUntil: '2026-12-04T17:00:00.000Z' } })
        : Response.json({ code: 200, msg: '', data: vip }),
    );
    at('/userarea');
    expect(await screen.findByText(/有效期至 2026-12-05/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '续费' })).toBeTruthy();
  });

  it('[VIP1] a VIP for good (no vipUntil) reads 永久VIP会员 with nothing to renew', async () => {
    const vip = { ...info, isVip: true };
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('getMemberInfoNew')
        ? Response.json({ code: 200, msg: '', data: { isVip: true, vipUntil: null } })
        : Response.json({ code: 200, msg: '', data: vip }),
    );
    at('/userarea');
    expect(await screen.findByText(/永久VIP会员/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '续费' })).toBeNull();
  });

  it('[T1] sign-up day is the Beijing day: 01:39 on the 27th in Beijing is not the UTC 26th', async () => {
    const lateNight = { ...info, createdAt: '2026-11-26T17:39:00.000Z' };
    // Only the profile answers; 我的主页's counts and posts get the envelope's 404.
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('selectUserInfoNew') || url.includes('selectById')
        ? Response.json({ code: 200, msg: '', data: lateNight })
        : Response.json({ code: 404, msg: '接口不存在', data: null }),
    );
    at('/userarea');
    expect(await screen.findByText('2026-11-27')).toBeTruthy();
    cleanup();
    at('/userarea/userPersonal');
    expect(await screen.findByText('加入于 2026-11-27')).toBeTruthy();
  });

  it('[UA1] person: the avatar is picked with a Chinese button (上传头像, or 更换头像 once set), not the bare file control', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: info }));
    at('/userarea/person');
    const pick = await screen.findByLabelText('上传头像');
    expect(pick.getAttribute('type')).toBe('file');
    expect(pick.closest('label')?.className).toContain('btn');
    cleanup();
    const withAvatar = { ...info, headImage: '/uploads/avatar/a.png' };
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: withAvatar }));
    at('/userarea/person');
    expect((await screen.findByLabelText('更换头像')).closest('label')?.textContent).toBe('更换头像');
  });

  it('[UA1] person: 保存 waits for a picked avatar to finish uploading, then saves the new one', async () => {
    let release: (r: Response) => void = () => {};
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/user/upload/avatar')
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Response.json({ code: 200, msg: '保存成功', data: info });
      }
      return Response.json({ code: 200, msg: '', data: info });
    });
    at('/userarea/person');
    const pick = await screen.findByLabelText('上传头像');
    fireEvent.change(pick, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await screen.findByText('头像上传中…');
    const save = screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(posts).toHaveLength(0);
    release(
      Response.json({ code: 200, msg: '上传成功', data: [{ fileSrc: '/api/user/upload/files/new.png' }] }),
    );
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ headImage: '/api/user/upload/files/new.png' });
  });

  it('[V10] password: shared rules first; success logs out and opens the login box', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 200, msg: '密码修改成功，请重新登录', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = at('/userarea/password');
    fireEvent.change(field('originalPassword'), { target: { value: 'old12345' } });
    fireEvent.change(field('password'), { target: { value: 'new12345' } });
    fireEvent.change(field('confirmPassword'), { target: { value: 'new12346' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次密码输的不一致，请检查！')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(field('confirmPassword'), { target: { value: 'new12345' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码修改成功，请重新登录')).toBeTruthy();
    await waitFor(() => expect(store.get(isLoginAtom)).toBe(false));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
  });

  it('[V9] realname: an ID number failing the GB 11643 checksum is refused before sending', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 200, msg: '', data: info }));
    vi.stubGlobal('fetch', fetchMock);
    at('/userarea/realname');
    await screen.findByRole('button', { name: '提交认证' });
    fireEvent.change(field('realName'), { target: { value: '张三' } });
    fireEvent.change(field('cardNo'), { target: { value: '110105199003071231' } });
    fireEvent.change(field('phone'), { target: { value: '13800138000' } });
    fireEvent.change(field('code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请输入正确的身份证号码')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('[V9] realname: an ID number of someone under 18 says 未满18周岁，无法完成实名认证 before sending', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 200, msg: '', data: info }));
    vi.stubGlobal('fetch', fetchMock);
    at('/userarea/realname');
    await screen.findByRole('button', { name: '提交认证' });
    fireEvent.change(field('realName'), { target: { value: '张三' } });
    // Born 2020-01-01 (a valid GB 11643 number): under 18 until 2038.
    fireEvent.change(field('cardNo'), { target: { value: '110105202001011237' } });
    fireEvent.change(field('phone'), { target: { value: '13800138000' } });
    fireEvent.change(field('code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '提交认证' }));
    const msg = await screen.findByText('未满18周岁，无法完成实名认证');
    expect(field('cardNo').closest('label')?.nextElementSibling).toBe(msg);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('[UA2] cancel: needs the notice ticked and a confirm, then logs out', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ code: 200, msg: '账号已注销', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = at('/userarea/cancel');
    const apply = screen.getByRole('button', { name: '申请注销' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(apply);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('账号已注销')).toBeTruthy();
    await waitFor(() => expect(store.get(isLoginAtom)).toBe(false));
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/user/logOff')).toHaveLength(1);
  });

  it('[UA2] cancel says what happens to the phone and the real-name record, as the server does', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: null }));
    at('/userarea/cancel');
    expect(
      screen.getByText(
        '注销后将无法再登录本账号；手机号与用户名将保留为已注销状态，不会释放，也不能再用于注册新账号。',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('您的实名认证信息（姓名、身份证号）将被删除，该身份证号可再用于认证其他账号。'),
    ).toBeTruthy();
  });

  it('[UA2] cancel names what is lost (the 金币 and 球币 left) and sends one logOff while it runs', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.includes('getGoldTotal'))
        return Response.json({ code: 200, msg: '', data: { currency: 'gold', total: 100 } });
      if (url.includes('getQuQiuCoinTotal'))
        return Response.json({ code: 200, msg: '', data: { currency: 'qiubi', total: 33 } });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    at('/userarea/cancel');
    expect(
      await screen.findByText('您的账户现有 100 金币、33.00 球币，注销后将一并作废，且无法恢复。'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    const apply = screen.getByRole('button', { name: '申请注销' }) as HTMLButtonElement;
    fireEvent.click(apply);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    // While the answer is out, 申请注销 cannot open a second confirm (whose logOff would answer 请先登录).
    await waitFor(() => expect(apply.disabled).toBe(true));
    answer(Response.json({ code: 200, msg: '账号已注销', data: null }));
    expect(await screen.findByText('账号已注销')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/user/logOff')).toHaveLength(1);
  });

  it('[SMS7] setPhone: 获取验证码 asks with type=change and shows a taken number under the phone field', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('sentCode')
        ? Response.json({ code: 400, msg: '该手机号已被其他账号使用', data: null }, { status: 400 })
        : Response.json({ code: 200, msg: '', data: info }),
    );
    vi.stubGlobal('fetch', fetchMock);
    at('/userarea/setPhone');
    await screen.findByRole('button', { name: '确认更换' });
    fireEvent.change(field('phone'), { target: { value: '13900139000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const msg = await screen.findByText('该手机号已被其他账号使用');
    expect(field('phone').closest('label')?.nextElementSibling).toBe(msg);
    const sent = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('sentCode'));
    expect(sent).toBe('/api/user/user/sentCode?phone=13900139000&type=change');
  });

  it('[SMS2] setPhone: once the phone is changed the 获取验证码 countdown stops and the button is back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        Response.json({
          code: 200,
          msg: url.includes('sentCode')
            ? '验证码已发送'
            : url.includes('bindingPhone')
              ? '已更换手机，其他设备已退出登录'
              : '',
          data: url.includes('sentCode') ? null : info,
        }),
      ),
    );
    at('/userarea/setPhone');
    await screen.findByRole('button', { name: '确认更换' });
    fireEvent.change(field('phone'), { target: { value: '13900139000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60s后重新获取' });
    fireEvent.change(field('code'), { target: { value: '123456' } });
    fireEvent.change(field('password'), { target: { value: 'abc12345' } });
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await screen.findByText('已更换手机，其他设备已退出登录');
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /s后重新获取/ })).toBeNull();
  });

  it('[V11] setPhone asks for the login password, sends it in the body (never the URL) and shows a wrong one under its field', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('bindingPhone')
        ? Response.json({ code: 400, msg: '登录密码错误，请重新输入', data: null }, { status: 400 })
        : Response.json({ code: 200, msg: '', data: info }),
    );
    vi.stubGlobal('fetch', fetchMock);
    at('/userarea/setPhone');
    await screen.findByRole('button', { name: '确认更换' });
    expect(field('password').type).toBe('password');
    fireEvent.change(field('phone'), { target: { value: '13900139000' } });
    fireEvent.change(field('code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    const required = await screen.findByText('请输入登录密码');
    expect(field('password').closest('label')?.nextElementSibling).toBe(required);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('bindingPhone'))).toBe(false);
    fireEvent.change(field('password'), { target: { value: 'wrong1234' } });
    expect(screen.queryByText('请输入登录密码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    await waitFor(() =>
      expect(field('password').closest('label')?.nextElementSibling?.textContent).toBe(
        '登录密码错误，请重新输入',
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('bindingPhone'));
    expect(call?.[0]).toBe('/api/user/user/bindingPhone');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      password: 'wrong1234',
      phone: '13900139000',
      code: '123456',
    });
    // The wrong password is cleared for another try; the phone and the code stay.
    expect(field('password').value).toBe('');
    expect(field('code').value).toBe('123456');
  });

  it('[V0] setPhone: typing a number takes 请输入正确的手机号码 away', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 200, msg: '', data: info }));
    at('/userarea/setPhone');
    fireEvent.click(await screen.findByRole('button', { name: '确认更换' }));
    await screen.findByText('请输入正确的手机号码');
    fireEvent.change(field('phone'), { target: { value: '13900139000' } });
    expect(screen.queryByText('请输入正确的手机号码')).toBeNull();
  });
  it('我的主页 lists my forum posts and my 关注/粉丝 counts (it showed only the name card, so my posts were nowhere in 个人中心)', async () => {
    const post = {
      id: 41,
      title: '周末英超前瞻',
      summary: '',
      images: [],
      parentId: 1,
      areaName: '英超专区',
      isMoneyReward: '',
      author: { id: '9', userName: '球迷小李', headImage: '', rank: info.rank },
      viewNum: 12,
      replyNum: 3,
      createdAt: '2026-11-20T08:00:00.000Z',
      lastReplyAt: '2026-11-20T08:00:00.000Z',
    };
    const relation = {
      userId: '9',
      attentionCount: 2,
      fansCount: 5,
      isAttention: false,
      isFans: false,
      isSubscribe: false,
    };
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('selectUserInfoNew')) return Response.json({ code: 200, msg: '', data: info });
      if (url.includes('ByUserAndCurrUser')) return Response.json({ code: 200, msg: '', data: relation });
      if (url.includes('selectPagingFoType') && url.includes('writerId=9'))
        return Response.json({ code: 200, msg: '', data: { list: [post], total: 1, page: 1, limit: 20 } });
      return Response.json({ code: 404, msg: '接口不存在', data: null });
    });
    at('/userarea/userPersonal');
    expect(await screen.findByRole('heading', { name: '我的帖子' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: '周末英超前瞻' })).getAttribute('href')).toBe(
      '/forumdetail/41',
    );
    expect((await screen.findByRole('link', { name: '关注 2' })).getAttribute('href')).toBe(
      '/userarea/areaFans?tab=attention',
    );
    expect(screen.getByRole('link', { name: '粉丝 5' }).getAttribute('href')).toBe('/userarea/areaFans');
  });
  it('个人中心, 个人资料, 实名认证 and 我的主页 that fail to load offer 重试 (the page was a red line with nothing to press)', async () => {
    for (const [path, shown] of [
      ['/userarea', /138\*\*\*\*8000/],
      ['/userarea/person', '保存'],
      ['/userarea/realname', '提交认证'],
      ['/userarea/userPersonal', '加入于 2026-11-22'],
    ] as const) {
      let calls = 0;
      vi.stubGlobal('fetch', async (url: string) => {
        if (!/selectById|selectUserInfoNew/.test(url))
          return Response.json({ code: 404, msg: '接口不存在', data: null });
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return Response.json({ code: 200, msg: '', data: info });
      });
      at(path);
      fireEvent.click(await screen.findByRole('button', { name: '重试' }));
      expect(await screen.findByText(shown)).toBeTruthy();
      cleanup();
    }
  });

  it("[S1] each page names itself in the browser tab (every one read '个人中心 - 酷易体育')", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 404, msg: '接口不存在', data: null }));
    for (const [path, title] of [
      ['/userarea', '个人中心 - 酷易体育'],
      ['/userarea/mybill', '我的账单 - 个人中心 - 酷易体育'],
      ['/userarea/areaFans?tab=attention', '粉丝与关注 - 个人中心 - 酷易体育'],
      ['/userarea/password', '修改密码 - 个人中心 - 酷易体育'],
    ] as const) {
      document.title = '个人中心 - 酷易体育';
      at(path);
      await waitFor(() => expect({ path, title: document.title }).toEqual({ path, title }));
      cleanup();
    }
  });
});
