import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, withBdVid } from '../../app/paths.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../state/user-atoms.ts';
import NoticeBell from '../notify/notice-bell.tsx';
import './auth.css';
import ConfirmDialog from './components/confirm-dialog.tsx';
import { useAuthActions } from './hooks/use-auth-actions.ts';
import { useLogoutElsewhere } from './hooks/use-logout-elsewhere.ts';
import { useSessionLost } from './hooks/use-session-lost.ts';
import { useSessionRestore } from './hooks/use-session-restore.ts';

/**
 * The header's right side (spec §2): login and register when logged out (register keeps bd_vid); the
 * avatar and name linking to /userarea when logged in, and a caret that confirms before logging out.
 */
export default function HeaderUser({ bdVid }: { bdVid: string | null }) {
  useSessionRestore();
  useLogoutElsewhere();
  useSessionLost();
  const isLogin = useAtomValue(isLoginAtom);
  const user = useAtomValue(userInfoAtom);
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  const { logout } = useAuthActions();
  const [confirming, setConfirming] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The shell shows no login box over /regists, so logging in from there goes home first.
  const openLogin = () => {
    if (pathname.startsWith('/regists')) navigate(withBdVid(paths.home, bdVid));
    showLogin(true);
  };

  if (isLogin && user) {
    return (
      <span className="header-user logged-in">
        <Link to="/userarea" className="header-user-link">
          {user.headImage ? (
            <img className="avatar" src={user.headImage} alt="" width={28} height={28} />
          ) : (
            <span className="avatar avatar-empty" aria-hidden="true">
              {user.userName.slice(0, 1)}
            </span>
          )}
          <span className="header-user-name">{user.userName}</span>
        </Link>
        <NoticeBell />
        <button type="button" className="caret" aria-label="退出登录" onClick={() => setConfirming(true)}>
          ▾
        </button>
        {confirming && (
          <ConfirmDialog
            text="确定退出麽?"
            onCancel={() => setConfirming(false)}
            onOk={() => {
              setConfirming(false);
              void logout();
            }}
          />
        )}
      </span>
    );
  }
  const registHref = withBdVid(paths.regists, bdVid);
  return (
    <span className="header-user">
      <button type="button" className="btn btn-link" onClick={openLogin}>
        登录
      </button>
      <Link className="btn btn-link" to={registHref}>
        注册
      </Link>
    </span>
  );
}
