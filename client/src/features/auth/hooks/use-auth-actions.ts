import type { User } from '@kuyi/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { showToast } from '../../../lib/toast.ts';
import { isLoginAtom, isShowLoginBoxAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { authApi } from '../api/auth-api.ts';

/** What happens after a login and at logout (spec §4 transitions). */
export function useAuthActions() {
  const setLogin = useSetAtom(isLoginAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setShowLogin = useSetAtom(isShowLoginBoxAtom);

  /** Logged in: fetch the user info, set the login state, hide the login box, store the user. */
  const loggedIn = useCallback(
    async (user: User) => {
      const info = await authApi.selectById();
      setUser(info.ok ? info.data : user);
      setLogin(true);
      setShowLogin(false);
    },
    [setLogin, setUser, setShowLogin],
  );

  /** Forgets the user locally (the server session is already gone or being ended). */
  const forget = useCallback(() => {
    setLogin(false);
    setShowLogin(false);
    setUser(null);
    try {
      window.localStorage.clear();
    } catch {
      // Storage disabled: nothing was saved either.
    }
  }, [setLogin, setUser, setShowLogin]);

  /** Logout: end the session, clear the login state and all local storage, toast '退出成功'. */
  const logout = useCallback(async () => {
    const res = await authApi.logout();
    forget();
    showToast(res.ok ? '退出成功' : res.msg, res.ok ? 'success' : 'error');
  }, [forget]);

  return { loggedIn, logout, forget };
}
