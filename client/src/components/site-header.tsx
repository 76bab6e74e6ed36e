import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths, withBdVid } from '../app/paths.ts';
import { useBdVid } from '../lib/use-bd-vid.ts';

const HeaderUser = lazy(() => import('../features/auth/header-user.tsx'));

const NAV = [
  { to: paths.home, label: '官方首页', end: true },
  { to: paths.football, label: '足球比分' },
  { to: paths.basketball, label: '篮球比分' },
  { to: paths.ai, label: '提醒服务' },
  { to: paths.database, label: '资料库' },
  { to: paths.arena, label: '竞技场' },
  { to: paths.forum, label: '论坛' },
  { to: paths.news, label: '资讯' },
  { to: paths.worldcup, label: '世界杯' },
] as const;

/** Spec §2 header: the sections with the current one highlighted, app download with bd_vid, the user. */
export default function SiteHeader() {
  const bdVid = useBdVid();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={paths.home} className="logo" aria-label="酷易体育首页">
          <span className="logo-mark">酷易</span>
          <span className="logo-text">体育</span>
        </Link>
        <nav className="main-nav" aria-label="主导航">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={'end' in item ? item.end : false}
              className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
            >
              {item.label}
            </NavLink>
          ))}
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
