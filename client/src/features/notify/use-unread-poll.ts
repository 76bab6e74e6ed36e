import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { isLoginAtom } from '../../state/user-atoms.ts';
import { hasLoginCookie } from '../auth/api/auth-api.ts';
import { notifyApi } from './api/notify-api.ts';
import { unreadCountAtom, unreadPushesAtom } from './unread-atom.ts';

/** A minute between reads: a notice is not a live score, and every open tab of every fan asks. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Keeps the unread count fresh while logged in ([NT6]): at once, every minute, and when the tab comes back
 * into focus; a count pushed over the socket ([NT8]) shows in between. A visitor (or a saved login without
 * its cookie) asks nothing and shows nothing.
 */
export function useUnreadPoll(): number | null {
  const isLogin = useAtomValue(isLoginAtom);
  const setCount = useSetAtom(unreadCountAtom);
  const store = useStore();
  useEffect(() => {
    if (!isLogin) {
      setCount(null);
      return;
    }
    let ctrl: AbortController | null = null;
    const read = () => {
      // A login saved from an earlier visit is only trusted with its cookie (spec §4); the restore drops it.
      if (!hasLoginCookie()) return;
      ctrl?.abort();
      const mine = new AbortController();
      ctrl = mine;
      const pushes = store.get(unreadPushesAtom);
      notifyApi.unread(mine.signal).then(
        (res) => {
          // A failed read keeps the last count rather than flashing the badge away; a count pushed while it
          // was out ([NT8]) is newer than its answer.
          if (res.ok && store.get(unreadPushesAtom) === pushes) setCount(res.data.count);
        },
        () => undefined, // aborted by a newer read
      );
    };
    read();
    const timer = setInterval(read, UNREAD_POLL_MS);
    const onFocus = () => read();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      ctrl?.abort();
    };
  }, [isLogin, setCount, store]);
  return useAtomValue(unreadCountAtom);
}
