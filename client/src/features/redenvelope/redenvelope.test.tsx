import type { EnvelopeInfo } from '@kuyi/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../components/toaster.tsx';
import { testUser } from '../../state/test-user.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import {
  emptyRedEnvelope,
  RedEnvelopeFields,
  type RedEnvelopeValue,
  redEnvelopeError,
  redEnvelopePayload,
} from './red-envelope-fields.tsx';
import { RedEnvelopePanel } from './red-envelope-panel.tsx';
import ReleaseAndRewardPage, { releaseTabOf } from './release-and-reward-page.tsx';
import { RewardButton } from './reward-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = testUser();

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

const envelope = (patch: Partial<EnvelopeInfo> = {}): EnvelopeInfo => ({
  postId: 7,
  authorId: 3,
  isMoneyReward: 1,
  redEnvelopeMoney: 10,
  redEnvelopeCount: 5,
  redEnvelopeType: 1,
  type: 2,
  surplusMoney: 6.5,
  surplusCount: 3,
  status: 'active',
  expiresAt: 0,
  myMoney: null,
  ...patch,
});

/** Routes each call by path; records the URLs asked for. */
function stubServer(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const key = Object.keys(answers).find((k) => url.includes(k));
    return Response.json(key ? answers[key] : { code: 404, msg: '接口不存在', data: null });
  });
  return calls;
}

describe('<RedEnvelopePanel> (issue 13)', () => {
  it('shows what is left and who grabbed how much (nicknames), then grabs and shows my part', async () => {
    let grabbed = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      if (url.includes('grabRedEnvelope')) {
        grabbed = true;
        return Response.json({
          code: 200,
          msg: '领取成功',
          data: { money: 1.23, surplusMoney: 5.27, surplusCount: 2 },
        });
      }
      if (url.includes('getSurplusRedEnvelope'))
        return Response.json({
          code: 200,
          msg: '',
          data: envelope(grabbed ? { myMoney: 1.23, surplusCount: 2 } : {}),
        });
      return Response.json({
        code: 200,
        msg: '',
        data: [{ userId: 4, userName: '老王', headImage: '', money: 2.5, createdAt: 0 }],
      });
    });
    mount(<RedEnvelopePanel postId={7} />);
    expect(await screen.findByText(/剩余 3 个，6.50 球币/)).toBeTruthy();
    expect(screen.getByText('老王')).toBeTruthy();
    expect(screen.getByText('2.50 球币')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('领取成功，获得1.23球币')).toBeTruthy();
    expect(await screen.findByText(/我抢到了/)).toBeTruthy();
    expect(calls).toContain('/api/user/redEnvelop/grabRedEnvelope?postId=7');
  });

  it('a new refreshKey (a reply that may have grabbed) re-reads the envelope', async () => {
    const calls = stubServer({
      getSurplusRedEnvelope: { code: 200, msg: '', data: envelope() },
      selectRedEnvelopeById: { code: 200, msg: '', data: [] },
    });
    const store = createStore();
    const { rerender } = render(
      <Provider store={store}>
        <RedEnvelopePanel postId={7} refreshKey={1} />
      </Provider>,
    );
    await screen.findByText(/剩余 3 个/);
    rerender(
      <Provider store={store}>
        <RedEnvelopePanel postId={7} refreshKey={2} />
      </Provider>,
    );
    await waitFor(() => expect(calls.filter((c) => c.includes('getSurplusRedEnvelope'))).toHaveLength(2));
  });

  it('an envelope that fails to load says why and offers 重试, which reads it again', async () => {
    let down = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('getSurplusRedEnvelope'))
        return down
          ? Response.json({ code: 500, msg: '服务器开小差了', data: null })
          : Response.json({ code: 200, msg: '', data: envelope() });
      return Response.json({ code: 200, msg: '', data: [] });
    });
    mount(<RedEnvelopePanel postId={7} />);
    expect((await screen.findByRole('alert')).textContent).toContain('红包信息加载失败：服务器开小差了');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/剩余 3 个/)).toBeTruthy();
  });

  it('[RE3][RE6] a login on the page re-reads the envelope and 打赏 for the reader: their part shows, no 抢红包 again', async () => {
    let session = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      // The gateway answers the reader's own part (myMoney); a visitor has none.
      if (url.includes('getSurplusRedEnvelope'))
        return Response.json({ code: 200, msg: '', data: envelope(session ? { myMoney: 1.23 } : {}) });
      if (url.includes('getRewardPostInfo'))
        return Response.json({
          code: 200,
          msg: '',
          data: { postId: 7, rewardCount: 0, rewardUsers: 0, rewardMoney: 0, myRewardMoney: 0, list: [] },
        });
      return Response.json({ code: 200, msg: '', data: [] });
    });
    const store = mount(
      <>
        <RedEnvelopePanel postId={7} />
        <RewardButton postId={7} authorId={3} />
      </>,
      false,
    );
    expect(await screen.findByRole('button', { name: '登录后抢红包' })).toBeTruthy();
    session = true;
    act(() => {
      store.set(userInfoAtom, me);
      store.set(isLoginAtom, true);
    });
    expect(await screen.findByText(/我抢到了/)).toBeTruthy();
    expect(screen.getByText('1.23')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /抢红包/ })).toBeNull();
    expect(calls.filter((c) => c.includes('getSurplusRedEnvelope'))).toHaveLength(2);
    await waitFor(() => expect(calls.filter((c) => c.includes('getRewardPostInfo'))).toHaveLength(2));
  });

  it('logged out the button asks for a login and calls nothing', async () => {
    const calls = stubServer({
      getSurplusRedEnvelope: { code: 200, msg: '', data: envelope() },
      selectRedEnvelopeById: { code: 200, msg: '', data: [] },
    });
    const store = mount(<RedEnvelopePanel postId={7} />, false);
    fireEvent.click(await screen.findByRole('button', { name: '登录后抢红包' }));
    expect(store.get(isShowLoginBoxAtom)).toBe(true);
    expect(calls.some((c) => c.includes('grab'))).toBe(false);
    expect(screen.getByText('还没有人领取')).toBeTruthy();
  });

  it('a reply-rule envelope says to reply; a finished one says so; no envelope renders nothing', async () => {
    stubServer({
      getSurplusRedEnvelope: { code: 200, msg: '', data: envelope({ type: 1 }) },
      selectRedEnvelopeById: { code: 200, msg: '', data: [] },
    });
    mount(<RedEnvelopePanel postId={7} />);
    expect(await screen.findByText('回复本帖即可领取红包')).toBeTruthy();
    cleanup();
    stubServer({
      getSurplusRedEnvelope: { code: 200, msg: '', data: envelope({ status: 'finished', surplusCount: 0 }) },
      selectRedEnvelopeById: { code: 200, msg: '', data: [] },
    });
    mount(<RedEnvelopePanel postId={7} />);
    expect(await screen.findByText('红包已被领完')).toBeTruthy();
    cleanup();
    const calls = stubServer({
      getSurplusRedEnvelope: { code: 200, msg: '', data: null },
      selectRedEnvelopeById: { code: 200, msg: '', data: [] },
    });
    const { container } = render(
      <Provider store={createStore()}>
        <RedEnvelopePanel postId={8} />
      </Provider>,
    );
    await waitFor(() => expect(calls.length).toBe(2));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe('<RewardButton> (issue 13)', () => {
  it('picks an amount, confirms, and sends one request id (query and header) per confirmation', async () => {
    const seen: { url: string; key: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const info = { postId: 7, rewardCount: 1, rewardUsers: 1, rewardMoney: 5, myRewardMoney: 5, list: [] };
      if (url.includes('userRewardPostMoney')) {
        seen.push({ url, key: new Headers(init?.headers).get('idempotency-key') });
        return Response.json({ code: 200, msg: '打赏成功', data: info });
      }
      return Response.json({
        code: 200,
        msg: '',
        data: { ...info, rewardCount: 0, rewardUsers: 0, rewardMoney: 0 },
      });
    });
    mount(<RewardButton postId={7} authorId={3} />);
    fireEvent.click(screen.getByRole('button', { name: '打赏' }));
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByText('确定打赏 5.00 球币给作者吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('打赏成功')).toBeTruthy();
    expect(await screen.findByText('1人打赏，共5.00球币')).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toMatch(/rewardMoney=5&postId=7&requestId=[\w-]{8,}/);
    expect(seen[0]?.url).toContain(`requestId=${seen[0]?.key}`);
  });

  it('[RE6] counts people, not rewards: one fan rewarding three times and another once reads 2人打赏', async () => {
    stubServer({
      getRewardPostInfo: {
        code: 200,
        msg: '',
        data: { postId: 7, rewardCount: 4, rewardUsers: 2, rewardMoney: 4.5, myRewardMoney: 0, list: [] },
      },
    });
    mount(<RewardButton postId={7} authorId={3} />);
    expect(await screen.findByText('2人打赏，共4.50球币')).toBeTruthy();
  });

  it('[RE6] a 409 (an earlier press of the dialog went through) closes it on the totals that include that reward', async () => {
    const calls = stubServer({
      userRewardPostMoney: { code: 409, msg: '上一笔50球币的打赏已成功，本次未扣款', data: null },
      getRewardPostInfo: {
        code: 200,
        msg: '',
        data: { postId: 7, rewardCount: 1, rewardUsers: 1, rewardMoney: 50, myRewardMoney: 50, list: [] },
      },
    });
    mount(<RewardButton postId={7} authorId={3} />);
    fireEvent.click(screen.getByRole('button', { name: '打赏' }));
    fireEvent.click(screen.getByRole('button', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('上一笔50球币的打赏已成功，本次未扣款')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '打赏' })).toBeNull());
    expect(calls.filter((u) => u.includes('getRewardPostInfo')).length).toBeGreaterThanOrEqual(2);
  });

  it('is disabled on my own post', () => {
    stubServer({});
    mount(<RewardButton postId={7} authorId={9} />);
    expect((screen.getByRole('button', { name: '打赏' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('<RedEnvelopeFields> (issue 13)', () => {
  it('[RE2] checks the payload like the gateway and omits redEnvelope when isMoneyReward is empty (spec §5)', () => {
    const v = emptyRedEnvelope();
    expect(redEnvelopePayload(v)).toEqual({ isMoneyReward: '' });
    const on = { ...v, isMoneyReward: 1 as const, redEnvelopeMoney: '10.5', redEnvelopeCount: '3' };
    expect(redEnvelopeError(on)).toBeNull();
    expect(redEnvelopePayload(on)).toEqual({
      isMoneyReward: 1,
      redEnvelope: { redEnvelopeMoney: '10.5', redEnvelopeCount: 3, redEnvelopeType: 1, type: 1 },
    });
    expect(redEnvelopeError({ ...on, redEnvelopeMoney: '1.234' })).toBe(
      '红包金额须为大于0的数字，最多两位小数',
    );
    expect(redEnvelopeError({ ...on, redEnvelopeCount: '0' })).toBe('红包个数须为1-100的整数');
    expect(redEnvelopeError({ ...on, redEnvelopeMoney: '0.02' })).toBe('红包金额不能少于每个0.01球币');
  });

  it('shows the money fields once 发红包 is chosen', () => {
    const onChange = vi.fn();
    render(<RedEnvelopeFields value={emptyRedEnvelope()} onChange={onChange} />);
    expect(screen.queryByText('红包个数')).toBeNull();
    fireEvent.click(screen.getByLabelText('发红包'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ isMoneyReward: 1 }));
  });
});

describe('<RedEnvelopeFields> errors wait for the user', () => {
  function Editor() {
    const [value, setValue] = useState<RedEnvelopeValue>({ ...emptyRedEnvelope(), isMoneyReward: 1 });
    return <RedEnvelopeFields value={value} onChange={setValue} />;
  }
  const typeIn = (placeholder: string, text: string) =>
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value: text } });

  it('fields just opened show no error; a field typed in is checked, the pair once both are', () => {
    render(<Editor />);
    expect(screen.getByPlaceholderText('如 10.00')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    typeIn('如 10.00', '1.234');
    expect(screen.getByRole('alert').textContent).toBe('红包金额须为大于0的数字，最多两位小数');
    typeIn('如 10.00', '0.02');
    // The count is still untouched: nothing to say about it yet.
    expect(screen.queryByRole('alert')).toBeNull();
    typeIn('1-100', '3');
    expect(screen.getByRole('alert').textContent).toBe('红包金额不能少于每个0.01球币');
    typeIn('如 10.00', '10');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaving a field empty counts as touching it', () => {
    render(<Editor />);
    fireEvent.blur(screen.getByPlaceholderText('1-100'));
    expect(screen.getByRole('alert').textContent).toBe('红包个数须为1-100的整数');
  });
});

describe('/releaseandreward (issue 13)', () => {
  const at = (path: string, loggedIn = true) => {
    const router = createMemoryRouter(
      [{ path: '/releaseandreward/:releaseandreward?', Component: ReleaseAndRewardPage }],
      {
        initialEntries: [path],
      },
    );
    mount(<RouterProvider router={router} />, loggedIn);
  };

  it('maps the route parameter to a tab', () => {
    expect(releaseTabOf(undefined)).toBe('envelope');
    expect(releaseTabOf('1')).toBe('envelope');
    expect(releaseTabOf('sent')).toBe('sent');
    expect(releaseTabOf('received')).toBe('received');
    expect(releaseTabOf('square')).toBe('square');
  });

  it('lists my envelopes, and shows empty states for rewards', async () => {
    stubServer({
      getMyRedEnvelopeList: {
        code: 200,
        msg: '',
        data: [
          {
            ...envelope({ status: 'refunded' }),
            title: '周末竞猜',
            grabbedCount: 2,
            refundedMoney: 6.5,
            // 2026-11-26 17:30 UTC is 01:30 on the 27th in Beijing.
            createdAt: Date.parse('2026-11-26T17:30:00Z'),
          },
        ],
      },
      'direction=sent': { code: 200, msg: '', data: [] },
    });
    at('/releaseandreward');
    expect(await screen.findByText('周末竞猜')).toBeTruthy();
    expect(screen.getByText('已过期退回')).toBeTruthy();
    expect(screen.getByText('退回 6.50 球币')).toBeTruthy();
    // [T1] On the Beijing clock in the site's format, whatever zone the browser is in.
    expect(screen.getByText('2026-11-27 01:30')).toBeTruthy();
    cleanup();
    at('/releaseandreward/sent');
    expect(await screen.findByText('还没有打赏过帖子')).toBeTruthy();
  });

  it('the square (selectCharityList) is public: open envelopes, 公益 marked, nicknames', async () => {
    stubServer({
      selectCharityList: {
        code: 200,
        msg: '',
        data: [{ ...envelope({ isMoneyReward: 2 }), title: '助学红包', userName: '老王' }],
      },
    });
    at('/releaseandreward/square', false);
    expect(await screen.findByText('助学红包')).toBeTruthy();
    expect(screen.getByText('公益')).toBeTruthy();
    expect(screen.getByText('老王')).toBeTruthy();
    expect(screen.getByText('3 个，6.50 球币')).toBeTruthy();
  });

  it('asks a visitor to log in', () => {
    stubServer({});
    at('/releaseandreward/received', false);
    expect(screen.getByText('登录后查看您发出的红包和打赏记录')).toBeTruthy();
  });
});
