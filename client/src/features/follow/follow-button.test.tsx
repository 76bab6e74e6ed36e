import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../components/toaster.tsx';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { FollowButton } from './follow-button.tsx';
import { followLabel } from './follow-state.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = testUser();
const relation = (isAttention: boolean, isFans: boolean) => ({
  userId: '5',
  attentionCount: 0,
  fansCount: isAttention ? 1 : 0,
  isAttention,
  isFans,
  isSubscribe: false,
});

function mount(el: React.ReactElement, loggedIn = true) {
  const store = createStore();
  store.set(isLoginAtom, loggedIn);
  store.set(userInfoAtom, loggedIn ? me : null);
  render(
    <Provider store={store}>
      {el}
      <Toaster />
    </Provider>,
  );
  return store;
}

/** Answers the relation call with `start`, and each toggle with the relation its flag asks for. */
function stubServer(start: ReturnType<typeof relation>, fail?: string) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url.includes('attentionUser?')) {
      if (fail) return Response.json({ code: 429, msg: fail, data: null });
      const on = url.endsWith('flag=1');
      return Response.json({
        code: 200,
        msg: on ? '关注成功' : '已取消关注',
        data: relation(on, start.isFans),
      });
    }
    return Response.json({ code: 200, msg: '', data: start });
  });
  return calls;
}

describe('<FollowButton> (issue 13)', () => {
  it('[FOL1] labels: 关注 / 已关注 / 互相关注', () => {
    expect(followLabel({ isAttention: false, isFans: true })).toBe('关注');
    expect(followLabel({ isAttention: true, isFans: false })).toBe('已关注');
    expect(followLabel({ isAttention: true, isFans: true })).toBe('互相关注');
  });

  it('logged out it reads 关注 and opens the login box instead of calling the server', () => {
    const calls = stubServer(relation(false, false));
    const store = mount(<FollowButton userId="5" />, false);
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(calls).toEqual([]);
  });

  it('[FOL1] loads the relation, follows with flag=1 and unfollows with flag=0', async () => {
    const calls = stubServer(relation(false, true));
    const onChange = vi.fn();
    mount(<FollowButton userId="5" onChange={onChange} />);
    await waitFor(() =>
      expect(calls[0]).toBe('/api/user/attention/getAttentionListByUserAndCurrUser?userId=5'),
    );
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    // They already follow me: following back makes it mutual.
    expect(await screen.findByRole('button', { name: '互相关注' })).toBeTruthy();
    expect(calls[1]).toBe('/api/user/attention/attentionUser?attentionUserId=5&flag=1');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isAttention: true, fansCount: 1 }));
    expect(screen.getByText('关注成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '互相关注' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(calls[2]).toBe('/api/user/attention/attentionUser?attentionUserId=5&flag=0');
  });

  it('[FOL1] 已关注 asks 确定取消关注？ in the site dialog first: 取消 keeps the follow and the count, 确定 unfollows once', async () => {
    const calls = stubServer(relation(true, false));
    const confirm = vi.spyOn(window, 'confirm');
    const onChange = vi.fn();
    mount(<FollowButton userId="5" initial={{ isAttention: true, isFans: false }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    const dialog = screen.getByRole('alertdialog', { name: '确定取消关注？' });
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: '已关注' })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual(['/api/user/attention/attentionUser?attentionUserId=5&flag=0']);
    // The page's 粉丝 count follows the server's answer, once.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isAttention: false, fansCount: 0 }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a list row passes what it knows: no relation call; a refusal shows the server message', async () => {
    const calls = stubServer(relation(true, false), '操作过于频繁，请稍后再试');
    mount(<FollowButton userId="5" initial={{ isAttention: true, isFans: false }} />);
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作过于频繁，请稍后再试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '已关注' })).toBeTruthy();
    expect(calls).toEqual(['/api/user/attention/attentionUser?attentionUserId=5&flag=0']);
  });

  it('on my own profile there is nothing to follow', () => {
    stubServer(relation(false, false));
    mount(<FollowButton userId="9" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a relation that could not be read leaves the button usable: a click reads it again, then it follows', async () => {
    let up = false;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('attentionUser?'))
        return Response.json({ code: 200, msg: '关注成功', data: relation(true, false) });
      return up
        ? Response.json({ code: 200, msg: '', data: relation(false, false) })
        : Response.json({ code: 503, msg: '服务暂不可用，请稍后再试', data: null });
    });
    mount(<FollowButton userId="5" />);
    const button = screen.getByRole('button', { name: '关注' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.title).toBe('关注状态读取失败，点击重试');
    up = true;
    fireEvent.click(button);
    await waitFor(() => expect(button.title).toBe(''));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy();
  });
});
