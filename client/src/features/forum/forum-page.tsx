import { FORUM_LIMITS } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom } from '../../state/user-atoms.ts';
import { LoginPrompt } from '../auth/components/login-required.tsx';
import { followApi } from '../follow/api/follow-api.ts';
import { forumApi } from './api/forum-api.ts';
import { AreaList } from './components/area-list.tsx';
import { PostList } from './components/post-list.tsx';
import { maxPostPage } from './forum-paging.ts';
import { useLoad } from './use-load.ts';
import './forum.css';

type Tab = 'hot' | 'new' | 'attention';
const TABS: [Tab, string][] = [
  ['hot', '热门'],
  ['new', '最新'],
  ['attention', '关注'],
];

const positive = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const isTab = (v: string | null): v is Tab => TABS.some(([key]) => key === v);

/** The page a post list is asked for: an address past the last page served (forum-paging.ts) opens that one. */
const postPage = (v: string | undefined) =>
  Math.min(positive(v) ?? 1, maxPostPage(FORUM_LIMITS.postsPerPage));

/**
 * The forum's front page: areas beside the hot / newest / followed posts. The tab and page live in the
 * address (?tab=new&page=2): kept in component state they were lost on reload and on 返回 from a post.
 */
function ForumIndex() {
  const [search, setSearch] = useSearchParams();
  const rawTab = search.get('tab');
  const tab: Tab = isTab(rawTab) ? rawTab : 'hot';
  const page = postPage(search.get('page') ?? undefined);
  const show = (next: Tab, nextPage: number) => {
    const params: Record<string, string> = {};
    if (next !== 'hot') params.tab = next;
    if (nextPage > 1) params.page = String(nextPage);
    setSearch(params);
  };
  const isLogin = useAtomValue(isLoginAtom);
  const needsLogin = tab === 'attention' && !isLogin;
  const [state] = useLoad(`index:${tab}:${page}:${needsLogin}`, () =>
    needsLogin
      ? Promise.resolve({ ok: true as const, data: { list: [], total: 0, page: 1, limit: 20 }, msg: '' })
      : tab === 'attention'
        ? forumApi.attentionPosts(page, FORUM_LIMITS.postsPerPage)
        : forumApi.hostPosts(tab === 'hot' ? 1 : 0, page, FORUM_LIMITS.postsPerPage),
  );
  // Whether the fan follows anybody: an empty 关注 tab means something else when they follow nobody.
  const readFollows = tab === 'attention' && isLogin;
  const [follows] = useLoad<number | null>(`follows:${readFollows}`, () =>
    readFollows
      ? followApi.myFollows(1, 1).then((res) => (res.ok ? { ...res, data: res.data.total } : res))
      : Promise.resolve({ ok: true as const, data: null, msg: '' }),
  );
  const followsNobody = follows.status === 'ready' && follows.data === 0;
  return (
    <div className="forum-layout">
      <AreaList />
      <section className="forum-main">
        <div className="forum-tabs" role="tablist" aria-label="帖子">
          {TABS.map(([key, label]) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={tab === key ? 'active' : undefined}
              onClick={() => show(key, 1)}
            >
              {label}
            </button>
          ))}
          <Link to="/post" className="btn btn-primary forum-write">
            发帖
          </Link>
        </div>
        {needsLogin ? (
          <LoginPrompt className="forum-note" text="登录后查看关注的人发布的帖子。" />
        ) : (
          <PostList
            // Until the follows are read an empty tab cannot say which empty it is.
            state={readFollows && follows.status === 'loading' ? { status: 'loading' } : state}
            onPage={(p) => show(tab, p)}
            empty={
              tab !== 'attention' ? undefined : followsNobody ? (
                <>
                  你还没有关注任何人，去<Link to="/forum">看看热门帖子</Link>
                  或逛逛专区，关注喜欢的作者吧
                </>
              ) : (
                '关注的人还没有发帖'
              )
            }
          />
        )}
      </section>
    </div>
  );
}

/** An unknown area: the message in the page's card with a way back, not bare text at the screen's edge. */
function MissingArea({ msg }: { msg: string }) {
  return (
    <section className="forum-main forum-missing">
      <p className="forum-note forum-error">{msg}</p>
      <Link to="/forum">返回论坛</Link>
    </section>
  );
}

/** One special area: its numbers and its posts, 20 per page, the page in the URL (/forum/:area/:page). */
function AreaPosts({ areaId, page }: { areaId: number; page: number }) {
  const navigate = useNavigate();
  const [score] = useLoad(`score:${areaId}`, () => forumApi.areaScore(areaId));
  const [areas] = useLoad('areas:all', () => forumApi.areas(1, 50));
  const [posts, reloadPosts] = useLoad(`area:${areaId}:${page}`, () =>
    forumApi.areaPosts(areaId, page, FORUM_LIMITS.postsPerPage),
  );
  const area = areas.status === 'ready' ? areas.data.list.find((a) => a.id === areaId) : undefined;
  useDocumentTitle(area ? `${area.name} - 论坛` : '论坛');
  // 专区不存在 (404) leads back to the forum; a failed read (500, network) is not a missing area: 重试.
  if (score.status === 'error' && score.retry) {
    const retry = score.retry;
    return (
      <section className="forum-main forum-missing">
        <LoadError
          msg={score.msg}
          onRetry={() => {
            retry();
            reloadPosts();
          }}
          actions={<Link to="/forum">返回论坛</Link>}
        />
      </section>
    );
  }
  if (score.status === 'error') return <MissingArea msg={score.msg} />;
  return (
    <div className="forum-layout">
      <AreaList activeId={areaId} all={areas} />
      <section className="forum-main">
        <header className="forum-area-head">
          <div>
            <h1>{area?.name ?? '专区'}</h1>
            {area && <p>{area.intro}</p>}
          </div>
          {score.status === 'ready' && (
            <dl className="forum-area-score">
              <dt>帖子</dt>
              <dd>{score.data.postNum}</dd>
              <dt>今日</dt>
              <dd>{score.data.todayNum}</dd>
              <dt>回复</dt>
              <dd>{score.data.replyNum}</dd>
            </dl>
          )}
          <Link to={`/post?area=${areaId}`} className="btn btn-primary forum-write">
            发帖
          </Link>
        </header>
        <PostList state={posts} showArea={false} onPage={(p) => navigate(`/forum/${areaId}/${p}`)} />
      </section>
    </div>
  );
}

/** /forum/:area?/:page? (spec §2). */
export default function ForumPage() {
  const params = useParams();
  const areaId = positive(params.area);
  // An area page sets its own, more specific title.
  useDocumentTitle(areaId ? null : '论坛');
  if (params.area && !areaId) return <MissingArea msg="专区不存在" />;
  return areaId ? <AreaPosts areaId={areaId} page={postPage(params.page)} /> : <ForumIndex />;
}
