import { type ChannelState, type LiveWord, matchChannel, parseChannel, type Sport } from '@kuyi/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiResult } from '../../../../lib/http/request-json.ts';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useChannel } from '../../../../lib/live/use-channel.ts';

export type LiveMatchLoad<View> =
  | { kind: 'loading' }
  /** `archived`: read over REST because the live pipeline does not hold this match (an older day). */
  | { kind: 'ready'; view: View; archived: boolean }
  | { kind: 'missing' }
  /** `retry` reads the header again (the page offers 重试 rather than a dead end). */
  | { kind: 'error'; msg: string; retry: () => void };

/**
 * What one sport brings to its match page's load: the REST reads that stand in for the channel (the header
 * and every text-commentary / play-by-play line so far), how they become a channel state, and how a
 * channel state is read into the page's view. Give a module-level constant: a new object each render
 * starts the reads again.
 */
export interface LiveMatchSource<Header, View> {
  sport: Sport;
  header: (id: string, signal: AbortSignal) => Promise<ApiResult<Header>>;
  words: (id: string, signal: AbortSignal) => Promise<ApiResult<{ words: LiveWord[] }>>;
  headerToState: (header: Header, words: readonly LiveWord[]) => ChannelState;
  readState: (state: ChannelState, extraWords?: readonly LiveWord[]) => View | null;
  /** Keeps the previous view's lists where they did not change, so memoised panels do not redraw. */
  keepStable: (prev: View | null, next: View) => View;
}

type Archive =
  | { kind: 'idle' }
  | { kind: 'ready'; state: ChannelState; words: LiveWord[] }
  | { kind: 'missing' }
  | { kind: 'error'; msg: string };

/** A channel still not filled after this long (socket down, refused) is helped by one REST read. */
export const ARCHIVE_AFTER_MS = 4_000;
/** 404 比赛不存在, 400 for an id that cannot be a match: both mean there is no such match. */
const isMissing = (code: number) => code === 404 || code === 400;
/** A failed read (the centre building an old day can outlast the proxy's timeout) is tried again. */
const ARCHIVE_TRIES = 3;
const ARCHIVE_RETRY_MS = 3_000;

/**
 * One match for its pages: the live channel `{sport}:match:{id}` while mounted (unsubscribed on leave),
 * plus one REST read of the header and the commentary lines (the header tried again if it fails) when the
 * channel answers empty — a match the live pipeline does not hold, or an id that does not exist (the header
 * answers 404 / 400) — or stays silent. Once the channel has the match it is the source; the REST lines only
 * fill in lines said before the channel was started.
 */
export function useLiveMatch<Header, View>(
  source: LiveMatchSource<Header, View>,
  id: string,
  transport?: LiveTransport,
): LiveMatchLoad<View> {
  // An id no channel can have ([P1]) is not subscribed at all; the REST read answers for it.
  const name = parseChannel(matchChannel(source.sport, id)) ? matchChannel(source.sport, id) : null;
  const channel = useChannel(name, transport);
  const [archive, setArchive] = useState<Archive>({ kind: 'idle' });
  const [wanted, setWanted] = useState(false);
  const [waited, setWaited] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setArchive({ kind: 'idle' });
    setAttempt((n) => n + 1);
  }, []);
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
      let header = await source.header(id, abort.signal);
      for (let tries = 1; !header.ok && !isMissing(header.code) && tries < ARCHIVE_TRIES; tries++) {
        await new Promise((resolve) => setTimeout(resolve, ARCHIVE_RETRY_MS));
        if (abort.signal.aborted) return { kind: 'idle' };
        header = await source.header(id, abort.signal);
      }
      if (!header.ok)
        return isMissing(header.code) ? { kind: 'missing' } : { kind: 'error', msg: header.msg };
      const words = await source.words(id, abort.signal);
      const lines = words.ok ? words.data.words : [];
      return { kind: 'ready', state: source.headerToState(header.data, lines), words: lines };
    };
    void attempt;
    read().then(
      (next) => {
        if (!abort.signal.aborted) setArchive(next);
      },
      () => {},
    );
    return () => abort.abort();
  }, [source, id, wanted, attempt]);

  const last = useRef<View | null>(null);
  return useMemo((): LiveMatchLoad<View> => {
    const extra = archive.kind === 'ready' ? archive.words : [];
    const read = channelState ? source.readState(channelState, extra) : null;
    if (read) {
      const view = source.keepStable(last.current, read);
      last.current = view;
      return { kind: 'ready', view, archived: false };
    }
    if (archive.kind === 'ready') {
      const view = source.readState(archive.state);
      if (view) return { kind: 'ready', view, archived: true };
    }
    if (archive.kind === 'missing') return { kind: 'missing' };
    if (archive.kind === 'error') return { kind: 'error', msg: archive.msg, retry };
    return { kind: 'loading' };
  }, [source, channelState, archive, retry]);
}
