import {
  type BasketballMatch,
  type FootballMatch,
  type Sport,
  TOP_BASKETBALL_LEAGUE_IDS,
  TOP_FOOTBALL_LEAGUE_IDS,
} from '@kuyi/shared';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { matchPath, scoresPath } from '../../app/paths.ts';
import LoadError from '../../components/load-error.tsx';
import type { RowStore } from '../../lib/live/row-store.ts';
import { ensureServerClock } from '../../lib/server-clock.ts';
import { useNow } from '../../lib/ticker.ts';
import { hasScore as basketballHasScore } from '../match/basketball/model/header-status.ts';
import { hasScore as footballHasScore } from '../match/football/model/match-title.ts';
import { useLiveList } from '../scores/hooks/use-live-list.ts';
import { basketballModel } from '../scores/model/basketball-model.ts';
import { footballModel } from '../scores/model/football-model.ts';
import { basketballStatus, footballStatus, kickoffLabel } from '../scores/model/status-label.ts';
import { pickTopMatches } from './model/pick-top-matches.ts';

type Row = FootballMatch | BasketballMatch;

/** Running minutes and game clocks move every few seconds; the list is small, so one tick serves all. */
const TICK_MS = 5_000;

const TITLE: Record<Sport, string> = { football: '足球焦点', basketball: '篮球焦点' };
const TOP: Record<Sport, ReadonlySet<string>> = {
  football: TOP_FOOTBALL_LEAGUE_IDS,
  basketball: TOP_BASKETBALL_LEAGUE_IDS,
};
/** The live list's row models (stable objects: the list restarts when its config changes). */
const LIST = {
  football: { sport: 'football', model: footballModel },
  basketball: { sport: 'basketball', model: basketballModel },
} as const;

function status(sport: Sport, row: Row, now: number): string {
  const text =
    sport === 'football'
      ? footballStatus(row as FootballMatch, now)
      : basketballStatus(row as BasketballMatch, now);
  return text || kickoffLabel(row.kickoff);
}

/** A score belongs on the row once play began, also for a match stopped (腰斩, 中断) as its page shows it. */
const scored = (sport: Sport, row: Row) =>
  sport === 'football' ? footballHasScore(row as FootballMatch) : basketballHasScore(row as BasketballMatch);

/**
 * 焦点赛事 of one sport, on the same live list as 即时比分: the day over gzipped REST first (so the block fills
 * even where the socket cannot connect), then the socket's patches applied in place; which rows show follows
 * the list's structure (a kick-off, a whistle), each row its own patches. The block hides on a quiet day.
 */
export default function TopMatches({
  sport,
  onSettled,
}: {
  sport: Sport;
  onSettled?: (sport: Sport) => void;
}) {
  const { store, load } = useLiveList<Row>(LIST[sport] as (typeof LIST)['football']);
  useEffect(() => {
    ensureServerClock();
  }, []);
  const settled = load.kind !== 'loading';
  useEffect(() => {
    if (settled) onSettled?.(sport);
  }, [settled, onSettled, sport]);
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  const ids = useMemo(() => {
    void version;
    const all: Row[] = [];
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row) all.push(row);
    }
    return pickTopMatches(all, TOP[sport]).map((r) => r.id);
  }, [store, version, sport]);
  const now = useNow(
    TICK_MS,
    ids.some((id) => (store.getEntry(id)?.row.state ?? 0) > 0),
  );
  if (load.kind === 'ready' && ids.length === 0) return null;
  return (
    <section className="home-block top-matches" aria-label={TITLE[sport]}>
      <header className="home-block-head">
        <h2>{TITLE[sport]}</h2>
        <Link to={scoresPath(sport)}>全部比赛 ›</Link>
      </header>
      {load.kind === 'loading' && ids.length === 0 && <p className="home-empty muted">正在加载今日赛事…</p>}
      {load.kind === 'error' && ids.length === 0 && <LoadError msg={load.msg} />}
      <ul className="top-list">
        {ids.map((id) => (
          <TopRow key={id} sport={sport} store={store} id={id} now={now} />
        ))}
      </ul>
    </section>
  );
}

function TopRow(props: { sport: Sport; store: RowStore<Row>; id: string; now: number }) {
  const { sport, store, id, now } = props;
  const subscribe = useCallback((fn: () => void) => store.subscribeRow(id, fn), [store, id]);
  const row = useSyncExternalStore(subscribe, () => store.getEntry(id)?.row);
  if (!row) return null;
  const live = row.state > 0;
  return (
    <li className={live ? 'top-row is-live' : 'top-row'} data-match-id={row.id}>
      <span className="top-league" style={{ color: row.leagueColor }}>
        {row.leagueName}
      </span>
      <span className={live ? 'top-status live' : 'top-status'}>{status(sport, row, now)}</span>
      <span className="top-home">{row.homeName}</span>
      <Link className="top-score" to={matchPath(sport, row.id)}>
        {scored(sport, row) ? `${row.homeScore} - ${row.awayScore}` : 'VS'}
      </Link>
      <span className="top-away">{row.awayName}</span>
    </li>
  );
}
