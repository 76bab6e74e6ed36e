import { type BasketballMatch, BasketballState, EMPTY_MAIN_ODDS, isBasketballLive } from '@kuyi/shared';
import { memo, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { matchPath } from '../../../app/paths.ts';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { useNow } from '../../../lib/ticker.ts';
import type { DisplaySettings } from '../../../state/settings-atoms.ts';
import type { Column } from '../model/columns.ts';
import { shownOdds } from '../model/list-odds.ts';
import { basketballStatus, kickoffLabel } from '../model/status-label.ts';
import { useRowLines } from './company-odds-context.ts';
import { AsianCell, EuroCell, NO_MARKS, TotalCell } from './odds-cells.tsx';
import RowActions from './row-actions.tsx';

/** The game clock shows seconds, so a running clock ticks every second. */
const CLOCK_TICK_MS = 1_000;

const SCORED_STATES = new Set<number>([
  BasketballState.Finished,
  BasketballState.Abandoned,
  BasketballState.Interrupted,
]);

function Pair({ home, away, className }: { home: ReactNode; away: ReactNode; className?: string }) {
  return (
    <div className={className ? `pair ${className}` : 'pair'}>
      <span>{home}</span>
      <span>{away}</span>
    </div>
  );
}

/** One basketball match on two lines (home over away) with the points of every quarter. */
function BasketballRow(props: {
  id: string;
  store: RowStore<BasketballMatch>;
  columns: readonly Column[];
  pinned: boolean;
  withDate: boolean;
  setting: DisplaySettings;
  zone: string;
}) {
  const { id, store, columns, pinned } = props;
  // Stable, so React subscribes once per mount instead of again after every render of the row.
  const subscribe = useCallback((fn: () => void) => store.subscribeRow(id, fn), [store, id]);
  const entry = useSyncExternalStore(subscribe, () => store.getEntry(id));
  const { setting, zone } = props;
  const live = entry ? isBasketballLive(entry.row.state) : false;
  const now = useNow(CLOCK_TICK_MS, live && entry?.row.clockRunning === true);
  const lines = useRowLines(id, {
    odds: entry?.row.odds ?? EMPTY_MAIN_ODDS,
    closing: entry?.row.closing ?? null,
  });
  if (!entry) return null;
  const m = entry.row;
  const marks = entry.flash.marks;
  const shown = shownOdds(m, lines);
  // Flashes belong to the main company's live prices; another company's or a closing line does not flash.
  const oddsMarks = shown.odds === m.odds ? marks : NO_MARKS;
  const started = live || SCORED_STATES.has(m.state);
  const q = (i: number) => (
    <Pair home={m.homeQuarters[i] ?? ''} away={m.awayQuarters[i] ?? ''} className={`q${i + 1}`} />
  );
  const ot = (side: number[]) => (side.length > 4 ? side.slice(4).reduce((a, b) => a + b, 0) : '');
  const half = (side: number[]) => (side.length >= 2 ? (side[0] ?? 0) + (side[1] ?? 0) : '');
  const cells: Record<string, ReactNode> = {
    act: <RowActions pinned={pinned} />,
    league: (
      <div className="c-league" style={{ background: m.leagueColor }} title={m.leagueName}>
        {m.leagueName}
      </div>
    ),
    time: <div className="c-time">{kickoffLabel(m.kickoff, props.withDate, zone)}</div>,
    status: (
      <div className={live ? 'c-status live' : 'c-status'}>{basketballStatus(m, now || m.clockAt)}</div>
    ),
    team: (
      <Pair
        className="c-team"
        home={
          <>
            <span className="name">{m.homeName}</span>
            {setting.rank && m.homeRank !== null && <span className="rank">[{m.homeRank}]</span>}
          </>
        }
        away={
          <>
            <span className="name">{m.awayName}</span>
            {setting.rank && m.awayRank !== null && <span className="rank">[{m.awayRank}]</span>}
          </>
        }
      />
    ),
    q1: q(0),
    q2: q(1),
    q3: q(2),
    q4: q(3),
    ot: <Pair home={ot(m.homeQuarters)} away={ot(m.awayQuarters)} />,
    total: (
      <a href={matchPath('basketball', id)} className="c-total" data-row-link="">
        <Pair
          home={<b className={marks['score.home'] ? 'scored' : ''}>{started ? m.homeScore : '-'}</b>}
          away={<b className={marks['score.away'] ? 'scored' : ''}>{started ? m.awayScore : '-'}</b>}
        />
      </a>
    ),
    half: <Pair home={half(m.homeQuarters)} away={half(m.awayQuarters)} className="c-half" />,
    diff: (
      <Pair
        className="c-diff"
        home={started ? `差${Math.abs(m.homeScore - m.awayScore)}` : ''}
        away={started ? `总${m.homeScore + m.awayScore}` : ''}
      />
    ),
    ya: <AsianCell odds={shown.odds} marks={oddsMarks} basketball result={shown.ya} />,
    da: <TotalCell odds={shown.odds} marks={oddsMarks} result={shown.da} />,
    ou: <EuroCell odds={shown.odds} marks={oddsMarks} noDraw outcome={shown.ou} />,
    data: (
      <div className="c-data">
        <a href={matchPath('basketball', id)} data-row-link="">
          直播
        </a>
      </div>
    ),
  };
  return (
    <div className={live ? 'm-row bb is-live' : 'm-row bb'} data-match-id={id} data-state={m.state}>
      {columns.map((c) => (
        <div key={c.key} className="cell" data-col={c.key}>
          {cells[c.key]}
        </div>
      ))}
    </div>
  );
}

export default memo(BasketballRow);
