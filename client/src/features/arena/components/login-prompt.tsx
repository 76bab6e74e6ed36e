import { useSetAtom } from 'jotai';
import { isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/**
 * Where a logged-out visitor's own arena data would be: what logging in shows, and the login box at a click
 * (rather than asking the server and printing its 请先登录 as an error).
 */
export function ArenaLoginPrompt({ what }: { what: string }) {
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  return (
    <LoginRequired className="arena-empty">
      <p className="arena-empty">
        登录后查看{what}。{' '}
        <button type="button" className="btn btn-primary" onClick={() => showLogin(true)}>
          登录
        </button>
      </p>
    </LoginRequired>
  );
}
