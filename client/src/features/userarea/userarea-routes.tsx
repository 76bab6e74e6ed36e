import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { useActiveInView } from '../../lib/use-active-in-view.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import MyForecastPage from '../arena/pages/my-forecast-page.tsx';
import { useLoginState } from '../auth/hooks/use-login-state.ts';
import FeedbackAdminPage from '../feedback/feedback-admin-page.tsx';
import AreaFansPage from '../follow/area-fans-page.tsx';
import NoticePage from '../notify/notice-page.tsx';
import PaymentCenter from '../payment/payment-center.tsx';
import MyBillPage from '../wallet/mybill-page.tsx';
import CancelPage from './pages/cancel-page.tsx';
import IndexPage from './pages/index-page.tsx';
import PasswordPage from './pages/password-page.tsx';
import PersonPage from './pages/person-page.tsx';
import RealnamePage from './pages/realname-page.tsx';
import SetPhonePage from './pages/set-phone-page.tsx';
import UserPersonalPage from './pages/user-personal-page.tsx';
import './userarea.css';
import NotFoundPage from '../../components/not-found-page.tsx';

const MENU = [
  { to: '/userarea', label: '个人中心', end: true },
  { to: '/userarea/notice', label: '消息' },
  { to: '/userarea/person', label: '个人资料' },
  { to: '/userarea/userPersonal', label: '我的主页' },
  { to: '/userarea/areaFans', label: '粉丝与关注' },
  { to: '/userarea/mybill', label: '我的账单' },
  { to: '/userarea/foreRecharge', label: '充值/VIP' },
  { to: '/userarea/forecast', label: '我的推荐' },
  { to: '/userarea/password', label: '修改密码' },
  { to: '/userarea/setPhone', label: '更换手机' },
  { to: '/userarea/realname', label: '实名认证' },
  { to: '/userarea/cancel', label: '注销账号' },
] as const;

/** /userarea/*: the user centre. Asks for a login first; each page is a child route. */
export default function UserAreaRoutes() {
  const isLogin = useAtomValue(isLoginAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const isAdmin = useAtomValue(userInfoAtom)?.isAdmin === true;
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is a strip wider than the screen: bring the current page's tab into view. Also once
  // the login is restored: a page opened straight (a reload, a link) shows the menu only then.
  useActiveInView(menu, `${pathname}:${isLogin}`);
  // The browser tab names the page ("我的账单 - 个人中心"); the index keeps the route's 个人中心.
  const page = MENU.find((m) => !('end' in m) && pathname.replace(/\/+$/, '') === m.to);
  useDocumentTitle(page ? `${page.label} - 个人中心` : null);
  const login = useLoginState();
  if (login === 'restoring') return <p className="userarea-soon">加载中…</p>;
  if (!isLogin) {
    return (
      <section className="userarea-login">
        <p>请先登录后再访问个人中心</p>
        <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
          登录
        </button>
      </section>
    );
  }
  return (
    <div className="userarea">
      <nav className="userarea-menu" aria-label="个人中心菜单" ref={menu}>
        {MENU.map((m) => (
          <NavLink
            key={m.to}
            to={m.to}
            end={'end' in m}
            className={({ isActive }) => (isActive ? 'active' : '')}
          >
            {m.label}
          </NavLink>
        ))}
        {isAdmin && (
          <NavLink to="/userarea/feedbackAdmin" className={({ isActive }) => (isActive ? 'active' : '')}>
            反馈管理
          </NavLink>
        )}
      </nav>
      <section className="userarea-body">
        <Routes>
          <Route index element={<IndexPage />} />
          <Route path="person" element={<PersonPage />} />
          <Route path="password" element={<PasswordPage />} />
          <Route path="realname" element={<RealnamePage />} />
          <Route path="setPhone" element={<SetPhonePage />} />
          <Route path="cancel" element={<CancelPage />} />
          <Route path="userPersonal" element={<UserPersonalPage />} />
          <Route path="areaFans" element={<AreaFansPage />} />
          <Route path="mybill" element={<MyBillPage />} />
          <Route path="notice" element={<NoticePage />} />
          <Route path="forecast" element={<MyForecastPage />} />
          <Route path="foreRecharge" element={<PaymentCenter />} />
          {isAdmin && <Route path="feedbackAdmin" element={<FeedbackAdminPage />} />}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </section>
    </div>
  );
}
