import { handicapLabel, totalLineLabel } from '@kuyi/shared';
import GamesTable from '../../shared/components/games-table.tsx';
import ResultCell from '../../shared/components/result-cell.tsx';
import ScoreHeadCells from '../../shared/components/score-head-cells.tsx';
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
        {results.map((r) => (
          <tr key={r.item.id}>
            <td>{matchDate(r.item.kickoff)}</td>
            <td className={r.item.homeId === teamId ? 'fm-me' : ''}>{r.item.homeName}</td>
            <td className="fm-table-score">
              {r.item.homeScore}-{r.item.awayScore}
              {r.item.homeHalf !== null && (
                <span className="muted">
                  ({r.item.homeHalf}-{r.item.awayHalf})
                </span>
              )}
            </td>
            <td className={r.item.awayId === teamId ? 'fm-me' : ''}>{r.item.awayName}</td>
            <ResultCell value={r.outcome} />
            <td>{r.item.asianLine === null ? '-' : handicapLabel(r.item.asianLine)}</td>
            <ResultCell value={r.asian} />
            <td>{r.item.ouLine === null ? '-' : totalLineLabel(r.item.ouLine)}</td>
            <ResultCell value={r.total} />
          </tr>
        ))}
      </GamesTable>
    </>
  );
}
