import { atom } from 'jotai';

/** The header's unread count ([NT6]); null until first read (or for a visitor). The 消息 page sets it too. */
export const unreadCountAtom = atom<number | null>(null);
