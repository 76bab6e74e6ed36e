import { lazy, Suspense, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths, withBdVid } from '../app/paths.ts';
import { useActiveInView } from '../lib/use-active-in-view.ts';
import { useBdVid } from '../lib/use-bd-vid.ts';

const HeaderUser = lazy(() => import('../features/auth/header-user.tsx'));

interface NavItem {
  to: string;
  label: string;
  /** Only this exact path (the home page). */
  end?: boolean;
  /** Pages of the same section living under other paths: a match page is 足球比分's, an article is 资讯's. */
  also?: readonly string[];
}

const NAV: readonly NavItem[] = [
  { to: paths.home, label: '官方首页', end: true },
  { to: paths.football, label: '足球比分', also: ['/livedetail/football'] },
  { to: paths.basketball, label: '篮球比分', also: ['/livedetail/basketball'] },
  { to: paths.ai, label: '提醒服务' },
  { to: paths.database, label: '资料库' },
  {
    to: paths.arena,
    label: '竞技场',
    also: ['/arenaDetail', '/recommendation', '/blank/arena', '/forecastArea'],
  },
  {
    to: paths.forum,
    label: '论坛',
    also: ['/forumdetail', '/post', '/community', '/rank', '/releaseandreward'],
  },
  { to: paths.news, label: '资讯', also: ['/news', '/newsMoreInfo', '/newsDou'] },
  { to: paths.worldcup, label: '世界杯' },
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Spec §2: the current section is highlighted, on its own pages and on those it owns elsewhere. */
function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.end) return pathname === item.to;
  return [item.to, ...(item.also ?? [])].some((base) => under(pathname, base));
}

/** Spec §2 header: the sections with the current one highlighted, app download with bd_vid, the user. */
export default function SiteHeader() {
  const bdVid = useBdVid();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  // On a phone the sections scroll sideways: keep the current one in sight (资讯 sits past the screen's edge).
  useActiveInView(nav, pathname);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.home} className="logo" aria-label="酷易体育首页">
          <span className="logo-mark">酷易</span>
          <span className="logo-text">体育</span>
        </Link>
        <nav className="main-nav" aria-label="主导航" ref={nav}>
          {NAV.map((item) => {
            const current = isCurrent(item, pathname);
            return (
              <Link
                key={item.to}
                to={item.to}
                className={current ? 'nav-link active' : 'nav-link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
        <div className="header-right">
          <Link className="app-download" to={withBdVid(paths.download, bdVid)}>
            APP下载
          </Link>
          <Suspense fallback={<span className="header-user" />}>
            <HeaderUser bdVid={bdVid} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
