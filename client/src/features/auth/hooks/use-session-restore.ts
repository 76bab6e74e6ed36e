import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isLoginAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { authApi, hasLoginCookie } from '../api/auth-api.ts';

/**
 * Spec §4: at page load the saved user info is used only if a token cookie exists. With the marker cookie
 * the user is refreshed from the server (a name changed elsewhere, a cancelled account); without it any
 * saved login is dropped.
 */
export function useSessionRestore(): void {
  const setLogin = useSetAtom(isLoginAtom);
  const setUser = useSetAtom(userInfoAtom);
  useEffect(() => {
    if (!hasLoginCookie()) {
      setLogin(false);
      setUser(null);
      return;
    }
    let live = true;
    void authApi.selectById().then((res) => {
      if (!live) return;
      if (res.ok) {
        setUser(res.data);
        setLogin(true);
      } else if (res.code === 401) {
        setLogin(false);
        setUser(null);
      }
    });
    return () => {
      live = false;
    };
  }, [setLogin, setUser]);
}
