import { handicapLabel, type ScheduleItem, totalLineLabel } from '@kuyi/shared';
import GamesTable from '../../shared/components/games-table.tsx';
import ResultCell from '../../shared/components/result-cell.tsx';
import ScoreHeadCells from '../../shared/components/score-head-cells.tsx';
import { type CupResult, cupTitle, fixtureCupResult } from '../model/cup-result.ts';
import { matchDate } from '../model/line-labels.ts';
import { type RecordSummary, rate, summarize, type TeamResult } from '../model/team-record.ts';
import './tables.css';

/** "近10场 6胜2平2负，胜率60%，进18失9；赢盘率55%（赢5 走1 输4），大球率40%". */
export function SummaryLine({ s }: { s: RecordSummary }) {
  const judged = s.cover + s.push + s.noCover;
  const totals = s.over + s.totalPush + s.under;
  return (
    <p className="fm-summary" data-testid="record-summary">
      近{s.played}场 <b className="fm-r-win">{s.win}胜</b>
      <b className="fm-r-push">{s.draw}平</b>
      <b className="fm-r-loss">{s.lose}负</b>，胜率{rate(s.win, s.played)}，进{s.goalsFor}失{s.goalsAgainst}
      {judged > 0 && (
        <>
          ；赢盘率{rate(s.cover, judged)}（赢{s.cover} 走{s.push} 输{s.noCover}）
        </>
      )}
      {totals > 0 && <>，大球率{rate(s.over, totals)}</>}
    </p>
  );
}

const RESULTS_HEAD = (
  <>
    <ScoreHeadCells />
    <th>盘口</th>
    <th>盘路</th>
    <th>大小</th>
    <th>大小球</th>
  </>
);

/**
 * "1-1(0-1) 点4-5" or "2-1(1-1) 加时": a cup tie's shoot-out or extra time after the score, the stages in its
 * tooltip. 胜负 stays on the 120 minutes (a shoot-out is 平, as titan007 counts it); the tag says the rest.
 */
function ScoreCell({ item, cup }: { item: ScheduleItem; cup: CupResult }) {
  return (
    <td className="fm-table-score">
      {item.homeScore}-{item.awayScore}
      {item.homeHalf !== null && (
        <span className="muted">
          ({item.homeHalf}-{item.awayHalf})
        </span>
      )}
      {cup.extraTime && (
        <span className="fm-cup-tag" title={cupTitle(cup, item)}>
          {cup.shootout ? `点${cup.shootout.home}-${cup.shootout.away}` : '加时'}
        </span>
      )}
    </td>
  );
}

/** A side's name, bold for the team the table is about, tagged 点胜 when it won the shoot-out. */
function TeamCell({ name, me, won }: { name: string; me: boolean; won: boolean }) {
  return (
    <td className={me ? 'fm-me' : ''}>
      {name}
      {won && (
        <span className="fm-pen-win" title="点球大战胜出">
          点胜
        </span>
      )}
    </td>
  );
}

/** Finished matches seen from one team: score, result, the closing handicap and total, and how they settled. */
export default function ResultsTable(props: {
  results: readonly TeamResult[];
  teamId: string;
  empty: string;
}) {
  const { results, teamId } = props;
  if (results.length === 0) return <p className="fm-empty">{props.empty}</p>;
  return (
    <>
      <SummaryLine s={summarize(results)} />
      <GamesTable className="fm-table" head={RESULTS_HEAD}>
        {results.map((r) => {
          const cup = fixtureCupResult(r.item);
          return (
            <tr key={r.item.id}>
              <td>{matchDate(r.item.kickoff)}</td>
              <TeamCell
                name={r.item.homeName}
                me={r.item.homeId === teamId}
                won={cup.shootoutWinner === 'home'}
              />
              <ScoreCell item={r.item} cup={cup} />
              <TeamCell
                name={r.item.awayName}
                me={r.item.awayId === teamId}
                won={cup.shootoutWinner === 'away'}
              />
              <ResultCell value={r.outcome} />
              <td>{r.item.asianLine === null ? '-' : handicapLabel(r.item.asianLine)}</td>
              <ResultCell value={r.asian} />
              <td>{r.item.ouLine === null ? '-' : totalLineLabel(r.item.ouLine)}</td>
              <ResultCell value={r.total} />
            </tr>
          );
        })}
      </GamesTable>
    </>
  );
}
