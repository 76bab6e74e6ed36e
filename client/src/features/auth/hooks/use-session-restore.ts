import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isLoginAtom, loginLostAtom, sessionRestoringAtom, userInfoAtom } from '../../../state/user-atoms.ts';
import { authApi, hasLoginCookie } from '../api/auth-api.ts';

/**
 * Spec §4: at page load the saved user info is used only if a token cookie exists. With the marker cookie
 * the user is refreshed from the server (a name changed elsewhere, a cancelled account); without it any
 * saved login is dropped.
 */
export function useSessionRestore(): void {
  const setLogin = useSetAtom(isLoginAtom);
  const setUser = useSetAtom(userInfoAtom);
  const setRestoring = useSetAtom(sessionRestoringAtom);
  const loginLost = useSetAtom(loginLostAtom);
  useEffect(() => {
    if (!hasLoginCookie()) {
      loginLost({ askToLogin: false });
      setRestoring(false);
      return;
    }
    let live = true;
    void authApi.selectById().then((res) => {
      if (!live) return;
      // Answered, whatever it says (a network failure too): pages stop waiting and show what they know.
      setRestoring(false);
      if (res.ok) {
        setUser(res.data);
        setLogin(true);
      } else if (res.code === 401) loginLost({ askToLogin: false });
    });
    return () => {
      live = false;
    };
  }, [setLogin, setUser, setRestoring, loginLost]);
}
