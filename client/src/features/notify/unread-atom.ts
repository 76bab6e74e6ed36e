import { atom } from 'jotai';

/** The header's unread count ([NT6]); null until first read (or for a visitor). The 消息 page sets it too. */
export const unreadCountAtom = atom<number | null>(null);

/** How many counts the socket has pushed ([NT8]): a poll read that started before the latest push is older news. */
export const unreadPushesAtom = atom(0);

/** A count pushed over the user's socket ([NT8]): shown at once; a poll read already under way does not undo it. */
export const pushUnreadAtom = atom(null, (get, set, count: number) => {
  set(unreadPushesAtom, get(unreadPushesAtom) + 1);
  set(unreadCountAtom, count);
});
