import type { AnimeItem } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { footballMatchApi } from '../api/football-match-api.ts';

/**
 * How often the animation stream is read while the match is in play. Each read asks only for items after
 * the cursor, so it is small; the momentum chart moves in three-minute bars, so this is plenty.
 */
export const ANIME_POLL_MS = 10_000;

export type AnimeLoad =
  | { kind: 'loading' }
  | { kind: 'ready'; items: AnimeItem[] }
  | { kind: 'error'; msg: string };

/**
 * The animation stream (`anime?matchId&cursor`, REST): read once, then polled with the cursor while
 * `live`; items accumulate. A failed poll keeps what is on screen and tries again at the next tick.
 */
export function useAnime(matchId: string, live: boolean, available = true): AnimeLoad {
  const [state, setState] = useState<AnimeLoad>({ kind: 'loading' });
  useEffect(() => {
    // A match the score centre has no animation for (hasAnimation false) has no stream to read or poll.
    if (!available) {
      setState({ kind: 'ready', items: [] });
      return;
    }
    const abort = new AbortController();
    let cursor = 0;
    let items: AnimeItem[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const res = await footballMatchApi.anime(matchId, cursor, abort.signal).catch(() => null);
      if (abort.signal.aborted || res === null) return;
      if (res.ok) {
        if (res.data.items.length > 0) {
          items = [...items, ...res.data.items];
          setState({ kind: 'ready', items });
        } else if (cursor === 0) setState({ kind: 'ready', items });
        cursor = res.data.cursor;
      } else if (cursor === 0 && items.length === 0) setState({ kind: 'error', msg: res.msg });
      if (live) timer = setTimeout(poll, ANIME_POLL_MS);
    };
    void poll();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [matchId, live, available]);
  return state;
}
