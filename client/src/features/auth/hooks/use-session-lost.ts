import { useStore } from 'jotai';
import { useEffect } from 'react';
import { onSessionLost } from '../../../lib/http/session-lost.ts';
import { isLoginAtom, loginLostAtom } from '../../../state/user-atoms.ts';

/**
 * [UA6] A page that thinks it is logged in and gets a 401 logs out at once: the header shows 登录/注册, gated
 * pages show their login prompt, the reminder socket closes. Only a write (what the user just clicked: a POST,
 * or a write GET such as 点赞, 打赏, 关注) opens the login box; a read (a page load, the session check at start)
 * does not push a dialog at someone who asked for nothing.
 */
export function useSessionLost(): void {
  const store = useStore();
  useEffect(() => {
    // When this page last logged in: a 401 to a request sent before that (a slow read started as a visitor)
    // speaks of no login, not of this one.
    let loggedInAt = store.get(isLoginAtom) ? Number.NEGATIVE_INFINITY : performance.now();
    const unwatch = store.sub(isLoginAtom, () => {
      if (store.get(isLoginAtom)) loggedInAt = performance.now();
    });
    const unlisten = onSessionLost(({ write, sentAt }) => {
      if (!store.get(isLoginAtom) || sentAt < loggedInAt) return;
      store.set(loginLostAtom, { askToLogin: write });
    });
    return () => {
      unwatch();
      unlisten();
    };
  }, [store]);
}
