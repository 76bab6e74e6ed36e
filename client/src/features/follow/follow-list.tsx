import type { FollowUser, Page } from '@kuyi/shared';
import { FOLLOW_PAGE_LIMIT } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import Pager from '../../components/pager.tsx';
import type { ApiResult } from '../../lib/http/request-json.ts';
import { FollowButton } from './follow-button.tsx';
import { usePaged } from './use-paged.ts';
import { UserAvatar } from './user-avatar.tsx';

interface Props {
  /** Whose list, so switching users reloads. */
  listKey: string;
  load: (page: number, limit: number, signal: AbortSignal) => Promise<ApiResult<Page<FollowUser>>>;
  empty: string;
}

/** A paginated list of users (follows or fans): avatar, nickname linking to their page, counts, follow button. */
export function FollowList({ listKey, load, empty }: Props) {
  const [page, setPage] = useState(1);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    // Another list: start again at its first page.
    setShownKey(listKey);
    setPage(1);
  }
  // usePaged reads again when its key changes: 重试 bumps the attempt in it.
  const [attempt, setAttempt] = useState(0);
  const state = usePaged((p, signal) => load(p, FOLLOW_PAGE_LIMIT, signal), `${listKey}#${attempt}`, page);
  if (state.status === 'loading') return <p className="follow-note">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={state.msg} onRetry={() => setAttempt((n) => n + 1)} />;
  const { list, total, limit } = state.page;
  if (total === 0) return <p className="follow-note">{empty}</p>;
  return (
    <>
      <ul className="follow-list">
        {list.map((u) => (
          <li key={u.userId} className="follow-row">
            <Link to={`/user/${u.userId}`} className="follow-who">
              <UserAvatar name={u.userName} src={u.headImage} size={44} />
              <span className="follow-name">{u.userName}</span>
            </Link>
            <span className="follow-counts">
              关注 {u.attentionCount} · 粉丝 {u.fansCount}
            </span>
            <FollowButton userId={u.userId} initial={{ isAttention: u.isAttention, isFans: u.isFans }} />
          </li>
        ))}
      </ul>
      <Pager page={page} total={total} limit={limit} onPage={setPage} className="follow-pager" />
    </>
  );
}
