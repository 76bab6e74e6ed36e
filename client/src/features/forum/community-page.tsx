import { FORUM_LIMITS, FORUM_RANK_TYPES, type ForumRankType } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { forumApi } from './api/forum-api.ts';
import { AreaList } from './components/area-list.tsx';
import { PostList } from './components/post-list.tsx';
import { RANK_UNITS, UserBoard } from './components/user-board.tsx';
import { useLoad } from './use-load.ts';
import './forum.css';

/** /community (spec §2): hot posts, the areas, this week's active users and the all-time boards. */
export default function CommunityPage() {
  useDocumentTitle('社区');
  const [type, setType] = useState<ForumRankType>('1');
  const [hot] = useLoad('community:hot', () => forumApi.hostPosts(1, 1, FORUM_LIMITS.postsPerBlock));
  const [latest] = useLoad('community:new', () => forumApi.hostPosts(0, 1, FORUM_LIMITS.postsPerBlock));
  const [active] = useLoad('community:active', () => forumApi.activeUsers());
  const [board] = useLoad(`community:rank:${type}`, () => forumApi.ranking(type));
  return (
    <div className="forum-community">
      <section className="forum-main">
        <header className="forum-block-head">
          <h2>热门帖子</h2>
          <Link to="/forum">进入论坛 ›</Link>
        </header>
        <PostList state={hot} />
        <header className="forum-block-head">
          <h2>最新发布</h2>
          <Link to="/post" className="btn btn-primary btn-sm">
            发帖
          </Link>
        </header>
        <PostList state={latest} />
        <AreaList />
      </section>
      <aside className="forum-side">
        <section aria-label="活跃用户">
          <h2>本周活跃</h2>
          <UserBoard state={active} unit="次" empty="本周还没有人发言" />
        </section>
        <section aria-label="排行榜">
          <h2>
            排行榜 <Link to="/rank">全部榜单 ›</Link>
          </h2>
          <div className="forum-tabs" role="tablist" aria-label="榜单">
            {(Object.keys(FORUM_RANK_TYPES) as ForumRankType[]).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={type === t}
                className={type === t ? 'active' : undefined}
                onClick={() => setType(t)}
              >
                {FORUM_RANK_TYPES[t]}
              </button>
            ))}
          </div>
          <UserBoard state={board} unit={RANK_UNITS[type]} empty="榜单暂无数据" />
        </section>
      </aside>
    </div>
  );
}
