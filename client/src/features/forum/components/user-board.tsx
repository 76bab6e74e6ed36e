import type { ForumRankType, ForumUserStat } from '@kuyi/shared';
import LoadError from '../../../components/load-error.tsx';
import type { Load } from '../use-load.ts';
import { AuthorBadge } from './author-badge.tsx';

/** What each board counts: posts, replies, likes received. */
export const RANK_UNITS: Record<ForumRankType, string> = { '1': '帖', '2': '回复', '3': '赞' };

/** A ranked list of forum users (active users, post/reply/like boards) with its loading and empty states. */
export function UserBoard({
  state,
  unit,
  empty,
}: {
  state: Load<ForumUserStat[]>;
  unit: string;
  empty: string;
}) {
  if (state.status === 'loading') return <p className="forum-note">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={`加载失败：${state.msg}`} onRetry={state.retry} />;
  if (state.data.length === 0) return <p className="forum-note forum-empty">{empty}</p>;
  return (
    <ol className="forum-board">
      {state.data.map((e) => (
        <li key={e.user.id}>
          <span className={`forum-board-rank r${e.rank}`}>{e.rank}</span>
          <AuthorBadge author={e.user} size={28} />
          <span className="forum-board-num">
            {e.num} {unit}
          </span>
        </li>
      ))}
    </ol>
  );
}
