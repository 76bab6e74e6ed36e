import { EMPTY_MAIN_ODDS, type FootballMatch, FootballState, isFootballLive } from '@kuyi/shared';
import { memo, type ReactNode } from 'react';
import { matchPath } from '../../../app/paths.ts';
import { useRowEntry } from '../../../lib/live/use-row-entry.ts';
import { useNow } from '../../../lib/ticker.ts';
import type { DisplaySettings } from '../../../state/settings-atoms.ts';
import { type CupResult, cupTitle, rowCupResult } from '../../match/football/model/cup-result.ts';
import { sealedMarkets, shownOdds } from '../model/list-odds.ts';
import { footballStatus } from '../model/status-label.ts';
import { useRowLines } from './company-odds-context.ts';
import { kickoffText } from './kickoff-text.tsx';
import type { RowProps } from './live-table.tsx';
import { asianCell, euroCell, NO_MARKS, totalCell } from './odds-cells.tsx';
import { rowActions } from './row-actions.tsx';
import { textCell } from './text-cell.tsx';

/** The minute changes once a minute; a 10 s tick keeps it within a few seconds of the truth. */
const MINUTE_TICK_MS = 10_000;

/** States that show a score although the ball is not rolling. */
const SCORED_STATES = new Set<number>([
  FootballState.Finished,
  FootballState.Abandoned,
  FootballState.Interrupted,
]);

/** A side's cards; a plain function, not a component: one fiber less for each side of each row. */
function cards(red: number, yellow: number, setting: DisplaySettings): ReactNode {
  return (
    <>
      {setting.yellow && yellow > 0 && <span className="card card-yellow">{yellow}</span>}
      {setting.red && red > 0 && <span className="card card-red">{red}</span>}
    </>
  );
}

/**
 * The small tag under a cup tie's score: "点4-5" after (or during) a shoot-out, "加时" when extra time decided it
 * or is being played; titan007's "90分钟[1-1]，120分钟[1-2]" is its tooltip, as the cell has no room for it.
 */
function cupTag(cup: CupResult, m: FootballMatch): ReactNode {
  if (!cup.extraTime) return null;
  return (
    <span className="c-pen" title={cupTitle(cup, m)}>
      {cup.shootout ? `点${cup.shootout.home}-${cup.shootout.away}` : '加时'}
    </span>
  );
}

/** One football match. Subscribes to its own row only, so a patch to another match never renders it. */
function FootballRow(props: RowProps<FootballMatch>) {
  const { id, store, columns, pinned } = props;
  const entry = useRowEntry(store, id);
  const { setting, zone } = props;
  const live = entry ? isFootballLive(entry.row.state) : false;
  const now = useNow(MINUTE_TICK_MS, live);
  const lines = useRowLines(id, {
    odds: entry?.row.odds ?? EMPTY_MAIN_ODDS,
    closing: entry?.row.closing ?? null,
  });
  if (!entry) return null;
  const m = entry.row;
  const marks = entry.flash.marks;
  const shown = shownOdds(m, lines);
  const sealed = sealedMarkets(lines, live);
  // Flashes belong to the main company's live prices; another company's or a closing line does not flash.
  const oddsMarks = shown.odds === m.odds ? marks : NO_MARKS;
  const started = live || SCORED_STATES.has(m.state);
  const kickoff = kickoffText(m.kickoff, props.day, zone);
  const cup = rowCupResult(m);
  const rowClass = ['m-row', live ? 'is-live' : '', marks.goal ? 'goal' : '', marks.red ? 'redcard' : '']
    .filter(Boolean)
    .join(' ');
  const homeClass = marks.goal === 'home' ? 'cell c-home team scored' : 'cell c-home team';
  const awayClass = marks.goal === 'away' ? 'cell c-away team scored' : 'cell c-away team';
  // Every column's cell element, keyed by the column: the content sits in the cell itself wherever the
  // layout allows, so a scrolled-in row creates as few elements as it can (issue 18).
  const cells: Record<string, ReactNode> = {
    act: rowActions(pinned),
    league: (
      <div key="league" className="cell" data-col="league">
        <div className="c-league" style={{ background: m.leagueColor }} title={m.leagueName}>
          {m.leagueName}
        </div>
      </div>
    ),
    time: textCell('time', kickoff.dated ? 'cell c-time dated' : 'cell c-time', kickoff.content),
    status: textCell('status', live ? 'cell c-status live' : 'cell c-status', footballStatus(m, now)),
    home: (
      <div key="home" className={homeClass} data-col="home">
        {cards(m.homeRed, m.homeYellow, setting)}
        {setting.rank && m.homeRank !== null && <span className="rank">[{m.homeRank}]</span>}
        <span className="name">{m.homeName}</span>
        {m.neutral && <span className="neutral">(中)</span>}
      </div>
    ),
    score: (
      // The link stays inside the cell: the click target is the score, not the whole cell.
      // The 加时 / 点 tag stacks under the score (`.pens`), so the row keeps its width on phones too.
      <div key="score" className={cup.extraTime ? 'cell pens' : 'cell'} data-col="score">
        <a className="c-score" href={matchPath('football', id)} title="比赛直播" data-row-link="">
          {started ? `${m.homeScore}-${m.awayScore}` : '-'}
        </a>
        {cupTag(cup, m)}
      </div>
    ),
    away: (
      <div key="away" className={awayClass} data-col="away">
        <span className="name">{m.awayName}</span>
        {setting.rank && m.awayRank !== null && <span className="rank">[{m.awayRank}]</span>}
        {cards(m.awayRed, m.awayYellow, setting)}
      </div>
    ),
    half: textCell('half', 'cell c-half', m.homeHalf !== null ? `${m.homeHalf}-${m.awayHalf}` : ''),
    corner: textCell(
      'corner',
      marks.corner ? 'cell c-corner flash' : 'cell c-corner',
      started ? `${m.homeCorner}-${m.awayCorner}` : '',
    ),
    ya: asianCell({ odds: shown.odds, marks: oddsMarks, settled: shown.ya, sealed: sealed.ya }),
    da: totalCell({ odds: shown.odds, marks: oddsMarks, settled: shown.da, sealed: sealed.da }),
    ou: euroCell({ odds: shown.odds, marks: oddsMarks, outcome: shown.ou, sealed: sealed.ou }),
    data: (
      <div key="data" className="cell c-data" data-col="data">
        <a href={matchPath('football', id, 'analysis')} data-row-link="">
          析
        </a>
        <a href={matchPath('football', id)} data-row-link="">
          直播
        </a>
      </div>
    ),
  };
  return (
    <div className={rowClass} data-match-id={id} data-state={m.state}>
      {columns.map((c) => cells[c.key])}
    </div>
  );
}

export default memo(FootballRow);
