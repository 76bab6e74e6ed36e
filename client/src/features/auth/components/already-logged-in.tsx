import { Link } from 'react-router-dom';
import { paths, withBdVid } from '../../../app/paths.ts';

/**
 * What /regists shows a visitor who is already logged in (issue 11 bug 3): no second sign-up form, just
 * who they are and the two places they most likely meant to go.
 */
export default function AlreadyLoggedIn({ userName, bdVid }: { userName: string; bdVid: string | null }) {
  return (
    <div className="register-card already-logged-in" role="status">
      <h1>您已登录</h1>
      <p>
        当前账号：<b>{userName}</b>，无需重复注册。
      </p>
      <div className="already-links">
        <Link className="btn btn-primary" to={withBdVid(paths.home, bdVid)}>
          返回首页
        </Link>
        <Link className="btn" to={paths.userarea}>
          进入个人中心
        </Link>
      </div>
    </div>
  );
}
