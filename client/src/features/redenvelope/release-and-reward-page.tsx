import { formatKickoffWithYear, type MyEnvelope, type MyReward, type OpenEnvelope } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import type { ApiResult } from '../../lib/http/request-json.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { LoginRequired } from '../auth/components/login-required.tsx';
import { formatMoney, redEnvelopeApi } from './api/redenvelope-api.ts';
import './redenvelope.css';

export type ReleaseTab = 'envelope' | 'sent' | 'received' | 'square';

const TABS: [ReleaseTab, string][] = [
  ['envelope', '我发的红包'],
  ['sent', '我的打赏'],
  ['received', '收到的打赏'],
  ['square', '红包广场'],
];

/**
 * `/releaseandreward/sent` and `/received` show rewards, `/square` the envelopes anyone can still grab;
 * anything else (none, `envelope`, an old id) my envelopes.
 */
export const releaseTabOf = (v: string | undefined): ReleaseTab =>
  v === 'sent' || v === 'received' || v === 'square' ? v : 'envelope';

const STATUS: Record<string, string> = { active: '进行中', finished: '已领完', refunded: '已过期退回' };
// [T1] On the Beijing clock and in the site's one format, whatever zone the browser is in.
const day = (ms: number) => formatKickoffWithYear(ms);

type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; rows: T[] }
  | { status: 'error'; msg: string; retry: () => void };

function useRows<T>(load: () => Promise<ApiResult<T[]>>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // 重试 bumps this, which reads the rows again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    let live = true;
    setState({ status: 'loading' });
    const retry = () => setAttempt((n) => n + 1);
    void load().then((res) => {
      if (live)
        setState(res.ok ? { status: 'ready', rows: res.data } : { status: 'error', msg: res.msg, retry });
    });
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return state;
}

function PostLink({ postId, title }: { postId: number; title: string }) {
  return <Link to={`/forumdetail/${postId}`}>{title || `帖子 ${postId}`}</Link>;
}

function EnvelopeTable({ userId }: { userId: string }) {
  const state = useRows<MyEnvelope>(redEnvelopeApi.myEnvelopes, `envelope:${userId}`);
  if (state.status === 'loading') return <p className="re-state">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={`加载失败：${state.msg}`} onRetry={state.retry} />;
  if (state.rows.length === 0) return <p className="re-empty">还没有发过红包，发帖时可以附带红包</p>;
  return (
    <table className="re-table">
      <thead>
        <tr>
          <th>帖子</th>
          <th>红包</th>
          <th>已领取</th>
          <th>剩余 / 退回</th>
          <th>状态</th>
          <th>时间</th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((e) => (
          <tr key={e.postId}>
            <td>
              <PostLink postId={e.postId} title={e.title} />
            </td>
            <td>
              {formatMoney(e.redEnvelopeMoney)} 球币 / {e.redEnvelopeCount} 个（
              {e.redEnvelopeType === 1 ? '拼手气' : '普通'}）
            </td>
            <td>{e.grabbedCount} 个</td>
            <td>
              {e.status === 'refunded'
                ? `退回 ${formatMoney(e.refundedMoney)}`
                : `${formatMoney(e.surplusMoney)}`}{' '}
              球币
            </td>
            <td>{STATUS[e.status] ?? e.status}</td>
            <td>{day(e.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RewardTable({ userId, direction }: { userId: string; direction: 'sent' | 'received' }) {
  const state = useRows<MyReward>(() => redEnvelopeApi.myRewards(direction), `${direction}:${userId}`);
  if (state.status === 'loading') return <p className="re-state">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={`加载失败：${state.msg}`} onRetry={state.retry} />;
  if (state.rows.length === 0)
    return <p className="re-empty">{direction === 'sent' ? '还没有打赏过帖子' : '还没有收到打赏'}</p>;
  return (
    <table className="re-table">
      <thead>
        <tr>
          <th>帖子</th>
          <th>{direction === 'sent' ? '作者' : '打赏人'}</th>
          <th>金额</th>
          <th>时间</th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((r, i) => (
          <tr key={`${r.postId}-${r.createdAt}-${i}`}>
            <td>
              <PostLink postId={r.postId} title={r.title} />
            </td>
            <td>{r.userName}</td>
            <td>{formatMoney(r.money)} 球币</td>
            <td>{day(r.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** selectCharityList: open envelopes, 公益 first; public, so a visitor sees it too. */
function SquareTable() {
  const state = useRows<OpenEnvelope>(redEnvelopeApi.charityList, 'square');
  if (state.status === 'loading') return <p className="re-state">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={`加载失败：${state.msg}`} onRetry={state.retry} />;
  if (state.rows.length === 0) return <p className="re-empty">暂时没有可以领取的红包</p>;
  return (
    <table className="re-table">
      <thead>
        <tr>
          <th>帖子</th>
          <th>发布人</th>
          <th>红包</th>
          <th>剩余</th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((e) => (
          <tr key={e.postId}>
            <td>
              {e.isMoneyReward === 2 && <span className="re-badge">公益</span>}{' '}
              <PostLink postId={e.postId} title={e.title} />
            </td>
            <td>{e.userName}</td>
            <td>
              {formatMoney(e.redEnvelopeMoney)} 球币 / {e.redEnvelopeCount} 个
            </td>
            <td>
              {e.surplusCount} 个，{formatMoney(e.surplusMoney)} 球币
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /releaseandreward/:releaseandreward?: my released red envelopes and the rewards I gave and got. */
export default function ReleaseAndRewardPage() {
  const tab = releaseTabOf(useParams().releaseandreward);
  const isLogin = useAtomValue(isLoginAtom);
  const me = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  useDocumentTitle(TABS.find(([t]) => t === tab)?.[1] ?? '发布与悬赏');
  return (
    <main className="re-page">
      <h1 className="re-title">红包与打赏</h1>
      <nav className="re-tabs" aria-label="红包与打赏">
        {TABS.map(([t, label]) => (
          <Link key={t} to={`/releaseandreward/${t}`} aria-current={t === tab ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'square' ? (
        <SquareTable />
      ) : !isLogin || !me ? (
        <LoginRequired className="re-state">
          <div className="re-state">
            <p>登录后查看您发出的红包和打赏记录</p>
            <button type="button" className="re-grab" onClick={() => showLogin(true)}>
              登录
            </button>
          </div>
        </LoginRequired>
      ) : tab === 'envelope' ? (
        <EnvelopeTable userId={me.id} />
      ) : (
        <RewardTable key={tab} userId={me.id} direction={tab} />
      )}
    </main>
  );
}
