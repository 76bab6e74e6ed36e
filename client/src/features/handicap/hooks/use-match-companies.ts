import { type CompanyOdds, oddsChannel, type Sport } from '@kuyi/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LiveTransport } from '../../../lib/live/live-transport.ts';
import { useChannel } from '../../../lib/live/use-channel.ts';
import { fetchMatchOdds } from '../api/fetch-match-odds.ts';
import { companiesFromState } from '../model/companies-from-state.ts';
import { useRest } from './use-rest.ts';

/** A channel still silent after this long (socket down) is helped by one REST read, as the match page is. */
export const ODDS_ARCHIVE_AFTER_MS = 4_000;

const NONE: CompanyOdds[] = [];

export interface MatchCompanies {
  companies: CompanyOdds[];
  /** Nothing to show yet, and an answer is still coming. */
  loading: boolean;
  /** The channel's refusal, when no REST read made up for it. */
  refused: string | null;
  /** The REST read failed and nothing else answered: why, and `retry` reads it again. */
  error: string | null;
  retry: () => void;
}

/**
 * Every company's odds of one match: the live channel `odds:{sport}:{id}` while the page is open (released
 * on leave). The live pipeline only holds the matches of the current day, so one REST read (football's
 * [F4] `odds?matchId=`, basketball's `scheduleAddOdds?matchId=`) answers when the channel comes back empty,
 * refuses or stays silent: an earlier day's finished match then still shows its opening, last live and
 * closing lines instead of 暂无指数数据.
 * `enabled` false (no such match) subscribes to nothing. `transport`: a page's own connection (the match
 * page's), else the site's.
 */
export function useMatchCompanies(
  sport: Sport,
  matchId: string,
  enabled: boolean,
  transport?: LiveTransport,
): MatchCompanies {
  const view = useChannel(enabled ? oddsChannel(sport, matchId) : null, transport);
  const live = useMemo(() => (view.kind === 'live' ? companiesFromState(view.state) : []), [view]);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ODDS_ARCHIVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const channelEmpty = view.kind === 'loading' ? waited : live.length === 0;
  const archiveKey = enabled && channelEmpty ? `${sport}:${matchId}` : null;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const archive = useRest(archiveKey, (signal) => fetchMatchOdds(sport, matchId, signal), {
    revision: attempt,
  });
  const archived = archive.kind === 'ok' ? archive.data : NONE;
  const companies = live.length > 0 ? live : archived;
  const archiving = archiveKey !== null && archive.kind === 'loading';
  // Once the REST read has answered, a channel still silent (socket down) no longer keeps the page loading:
  // it shows what the read said (the lines, 暂无指数数据, or why it failed).
  const settled = archiveKey !== null && !archiving;
  // A 404 is an answer (the centre has no odds for it: 暂无指数数据); anything else failed and may be retried.
  const failed =
    companies.length === 0 && archive.kind === 'error' && archive.code !== 404 && archiveKey !== null;
  return {
    companies,
    loading: companies.length === 0 && !settled && (view.kind === 'loading' || archiving),
    refused: view.kind === 'refused' && companies.length === 0 && !archiving && !failed ? view.message : null,
    error: failed && archive.kind === 'error' ? archive.msg : null,
    retry,
  };
}
