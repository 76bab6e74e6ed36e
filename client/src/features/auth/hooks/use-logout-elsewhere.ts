import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isLoginAtom, loginLostAtom } from '../../../state/user-atoms.ts';
import { hasLoginCookie } from '../api/auth-api.ts';

/**
 * A logout in another tab (or the login cookie running out) ends the login shown here too. The marker cookie
 * is shared by every tab; it is checked when another tab clears the saved state (logout clears local
 * storage, which fires `storage` here) and when this tab comes back into view. Before, this tab kept the
 * name and avatar until one of its requests happened to get a 401.
 */
export function useLogoutElsewhere(): void {
  const loggedIn = useAtomValue(isLoginAtom);
  const loginLost = useSetAtom(loginLostAtom);
  useEffect(() => {
    if (!loggedIn) return;
    const check = () => {
      if (!hasLoginCookie()) loginLost({ askToLogin: false });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('storage', check);
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('storage', check);
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [loggedIn, loginLost]);
}
