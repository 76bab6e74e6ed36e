import { type BasketballMatch, BasketballState, EMPTY_MAIN_ODDS, isBasketballLive } from '@kuyi/shared';
import { memo, type ReactNode } from 'react';
import { matchPath } from '../../../app/paths.ts';
import { useRowEntry } from '../../../lib/live/use-row-entry.ts';
import { useNow } from '../../../lib/ticker.ts';
import { shownOdds } from '../model/list-odds.ts';
import { basketballStatus } from '../model/status-label.ts';
import { useRowLines } from './company-odds-context.ts';
import { kickoffText } from './kickoff-text.tsx';
import type { RowProps } from './live-table.tsx';
import { asianCell, euroCell, NO_MARKS, totalCell } from './odds-cells.tsx';
import { rowActions } from './row-actions.tsx';

/** The game clock shows seconds, so a running clock ticks every second. */
const CLOCK_TICK_MS = 1_000;

const SCORED_STATES = new Set<number>([
  BasketballState.Finished,
  BasketballState.Abandoned,
  BasketballState.Interrupted,
]);

/** Home over away in one element (a plain function, not a component: no fiber of its own). */
function pair(home: ReactNode, away: ReactNode, className?: string): ReactNode {
  return (
    <div className={className ? `pair ${className}` : 'pair'}>
      <span>{home}</span>
      <span>{away}</span>
    </div>
  );
}

/** A column whose cell is itself the home-over-away pair: one element fewer than a pair inside a cell. */
function pairCell(col: string, className: string | undefined, home: ReactNode, away: ReactNode): ReactNode {
  return (
    <div key={col} className={className ? `cell pair ${className}` : 'cell pair'} data-col={col}>
      <span>{home}</span>
      <span>{away}</span>
    </div>
  );
}

/** One basketball match on two lines (home over away) with the points of every quarter. */
function BasketballRow(props: RowProps<BasketballMatch>) {
  const { id, store, columns, pinned } = props;
  const entry = useRowEntry(store, id);
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
  const kickoff = kickoffText(m.kickoff, props.day, zone);
  const q = (i: number) =>
    pairCell(`q${i + 1}`, `q${i + 1}`, m.homeQuarters[i] ?? '', m.awayQuarters[i] ?? '');
  const ot = (side: number[]) => (side.length > 4 ? side.slice(4).reduce((a, b) => a + b, 0) : '');
  const half = (side: number[]) => (side.length >= 2 ? (side[0] ?? 0) + (side[1] ?? 0) : '');
  // Every column's cell element, keyed by the column, flattened as football's (issue 18): pairs, odds and
  // buttons sit in the cell itself. Time, status, half-time and the score link keep an inner element: the
  // link's click target is the score, and the phone layout styles and clips those cells, not their content.
  const cells: Record<string, ReactNode> = {
    act: rowActions(pinned),
    league: (
      <div key="league" className="cell" data-col="league">
        <div className="c-league" style={{ background: m.leagueColor }} title={m.leagueName}>
          {m.leagueName}
        </div>
      </div>
    ),
    time: (
      <div key="time" className="cell" data-col="time">
        <div className={kickoff.dated ? 'c-time dated' : 'c-time'}>{kickoff.content}</div>
      </div>
    ),
    status: (
      <div key="status" className="cell" data-col="status">
        <div className={live ? 'c-status live' : 'c-status'}>{basketballStatus(m, now || m.clockAt)}</div>
      </div>
    ),
    team: pairCell(
      'team',
      'c-team',
      <>
        <span className="name">{m.homeName}</span>
        {setting.rank && m.homeRank !== null && <span className="rank">[{m.homeRank}]</span>}
      </>,
      <>
        <span className="name">{m.awayName}</span>
        {setting.rank && m.awayRank !== null && <span className="rank">[{m.awayRank}]</span>}
      </>,
    ),
    q1: q(0),
    q2: q(1),
    q3: q(2),
    q4: q(3),
    ot: pairCell('ot', undefined, ot(m.homeQuarters), ot(m.awayQuarters)),
    total: (
      <div key="total" className="cell" data-col="total">
        <a href={matchPath('basketball', id)} className="c-total" data-row-link="">
          {pair(
            <b className={marks['score.home'] ? 'scored' : ''}>{started ? m.homeScore : '-'}</b>,
            <b className={marks['score.away'] ? 'scored' : ''}>{started ? m.awayScore : '-'}</b>,
          )}
        </a>
      </div>
    ),
    half: (
      <div key="half" className="cell" data-col="half">
        {pair(half(m.homeQuarters), half(m.awayQuarters), 'c-half')}
      </div>
    ),
    diff: pairCell(
      'diff',
      'c-diff',
      started ? `差${Math.abs(m.homeScore - m.awayScore)}` : '',
      started ? `总${m.homeScore + m.awayScore}` : '',
    ),
    ya: asianCell({ odds: shown.odds, marks: oddsMarks, basketball: true, settled: shown.ya }),
    da: totalCell({ odds: shown.odds, marks: oddsMarks, settled: shown.da }),
    ou: euroCell({ odds: shown.odds, marks: oddsMarks, noDraw: true, outcome: shown.ou }),
    data: (
      <div key="data" className="cell c-data" data-col="data">
        <a href={matchPath('basketball', id)} data-row-link="">
          直播
        </a>
      </div>
    ),
  };
  return (
    <div className={live ? 'm-row bb is-live' : 'm-row bb'} data-match-id={id} data-state={m.state}>
      {columns.map((c) => cells[c.key])}
    </div>
  );
}

export default memo(BasketballRow);
