import { type ChannelState, type LiveWord, matchChannel, parseChannel } from '@kuyi/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useChannel } from '../../../../lib/live/use-channel.ts';
import { basketballMatchApi } from '../api/basketball-match-api.ts';
import {
  type BasketballView,
  headerToState,
  keepStable,
  readBasketballState,
} from '../model/basketball-view.ts';

export type BasketballLoad =
  | { kind: 'loading' }
  /** `archived`: read over REST because the live pipeline does not hold this game (an older day). */
  | { kind: 'ready'; view: BasketballView; archived: boolean }
  | { kind: 'missing' }
  | { kind: 'error'; msg: string };

type Archive =
  | { kind: 'idle' }
  | { kind: 'ready'; state: ChannelState; words: LiveWord[] }
  | { kind: 'missing' }
  | { kind: 'error'; msg: string };

/** A channel still not filled after this long (socket down, refused) is helped by one REST read. */
export const ARCHIVE_AFTER_MS = 4_000;
/** 404 比赛不存在, 400 for an id that cannot be a match: both mean there is no such game. */
const isMissing = (code: number) => code === 404 || code === 400;
const ARCHIVE_TRIES = 3;
const ARCHIVE_RETRY_MS = 3_000;

/**
 * One game for its page: the live channel `basketball:match:{id}` while mounted (unsubscribed on leave),
 * plus one REST read of the header and the play-by-play when the channel answers empty (a game the live
 * pipeline does not hold, or an id that does not exist: the header answers 404 / 400) or stays silent.
 * Once the channel has the game it is the source; REST lines only fill in what the channel lacks.
 */
export function useBasketballMatch(id: string, transport?: LiveTransport): BasketballLoad {
  // An id no channel can have ([P1]) is not subscribed at all; the REST read answers for it.
  const name = parseChannel(matchChannel('basketball', id)) ? matchChannel('basketball', id) : null;
  const channel = useChannel(name, transport);
  const [archive, setArchive] = useState<Archive>({ kind: 'idle' });
  const [wanted, setWanted] = useState(false);
  const [waited, setWaited] = useState(false);
  const channelState = channel.kind === 'live' ? channel.state : null;
  const filled = channelState?.info !== undefined;

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ARCHIVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const needArchive = !filled && (name === null || channel.kind !== 'loading' || waited);
  useEffect(() => {
    if (needArchive) setWanted(true);
  }, [needArchive]);

  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    const read = async (): Promise<Archive> => {
      let header = await basketballMatchApi.header(id, abort.signal);
      for (let tries = 1; !header.ok && !isMissing(header.code) && tries < ARCHIVE_TRIES; tries++) {
        await new Promise((resolve) => setTimeout(resolve, ARCHIVE_RETRY_MS));
        if (abort.signal.aborted) return { kind: 'idle' };
        header = await basketballMatchApi.header(id, abort.signal);
      }
      if (!header.ok)
        return isMissing(header.code) ? { kind: 'missing' } : { kind: 'error', msg: header.msg };
      const technic = await basketballMatchApi.technic(id, abort.signal);
      const lines = technic.ok ? technic.data.words : [];
      return { kind: 'ready', state: headerToState(header.data, lines), words: lines };
    };
    read().then(
      (next) => {
        if (!abort.signal.aborted) setArchive(next);
      },
      () => {},
    );
    return () => abort.abort();
  }, [id, wanted]);

  const last = useRef<BasketballView | null>(null);
  return useMemo((): BasketballLoad => {
    const extra = archive.kind === 'ready' ? archive.words : [];
    const read = channelState ? readBasketballState(channelState, extra) : null;
    if (read) {
      const view = keepStable(last.current, read);
      last.current = view;
      return { kind: 'ready', view, archived: false };
    }
    if (archive.kind === 'ready') {
      const view = readBasketballState(archive.state);
      if (view) return { kind: 'ready', view, archived: true };
    }
    if (archive.kind === 'missing') return { kind: 'missing' };
    if (archive.kind === 'error') return { kind: 'error', msg: archive.msg };
    return { kind: 'loading' };
  }, [channelState, archive]);
}
