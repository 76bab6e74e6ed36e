import { FORUM_RANK_TYPES, type ForumRankType } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { forumApi } from './api/forum-api.ts';
import { RANK_UNITS, UserBoard } from './components/user-board.tsx';
import { useLoad } from './use-load.ts';
import './forum.css';

function Board({ type }: { type: ForumRankType }) {
  const [state] = useLoad(`rank:${type}`, () => forumApi.ranking(type));
  return (
    <section className="forum-rank-board" aria-label={FORUM_RANK_TYPES[type]}>
      <h2>{FORUM_RANK_TYPES[type]}</h2>
      <UserBoard state={state} unit={RANK_UNITS[type]} empty="榜单暂无数据" />
    </section>
  );
}

/** /rank (spec §2): the forum's boards side by side — this week's active users, posts, replies, likes. */
export default function RankPage() {
  useDocumentTitle('排行榜');
  const [active] = useLoad('rank:active', () => forumApi.activeUsers());
  return (
    <div className="forum-rank-page">
      <header className="forum-block-head">
        <h1>排行榜</h1>
        <Link to="/community">返回社区 ›</Link>
      </header>
      <div className="forum-rank-grid">
        <section className="forum-rank-board" aria-label="本周活跃">
          <h2>本周活跃</h2>
          <UserBoard state={active} unit="次" empty="本周还没有人发言" />
        </section>
        {(Object.keys(FORUM_RANK_TYPES) as ForumRankType[]).map((t) => (
          <Board key={t} type={t} />
        ))}
      </div>
    </div>
  );
}
