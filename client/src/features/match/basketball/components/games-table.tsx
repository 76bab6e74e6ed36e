import GamesTable from '../../shared/components/games-table.tsx';
import ResultCell from '../../shared/components/result-cell.tsx';
import ScoreHeadCells from '../../shared/components/score-head-cells.tsx';
import type { TeamGame } from '../model/team-games.ts';

/** 历史交锋: date, 主队 score 客队 with the winner's name highlighted, and the result from `teamId`'s side. */
export function HeadToHeadTable({ games, summary }: { games: readonly TeamGame[]; summary: string }) {
  if (games.length === 0) return <p className="fm-empty">暂无交锋记录</p>;
  return (
    <>
      <p className="fm-summary" data-testid="bb-h2h-summary">
        {summary}
      </p>
      <GamesTable className="fm-table bb-games" testId="bb-h2h" head={<ScoreHeadCells />}>
        {games.map((g) => (
          <tr key={g.game.id}>
            <td>{g.date}</td>
            <td className={g.winner === 'home' ? 'bb-winner' : ''}>{g.game.homeName}</td>
            <td className="fm-table-score">
              {g.game.homeScore}-{g.game.awayScore}
            </td>
            <td className={g.winner === 'away' ? 'bb-winner' : ''}>{g.game.awayName}</td>
            <ResultCell value={g.outcome} />
          </tr>
        ))}
      </GamesTable>
    </>
  );
}

const RECENT_HEAD = (
  <>
    <th>日期</th>
    <th>主/客</th>
    <th className="fm-team-col">对手</th>
    <th>比分</th>
    <th>胜负</th>
  </>
);

/** 近期战绩 of one team: date, opponent (主 / 客 from its side), its score first, 胜 / 负. */
export function RecentTable({
  games,
  summary,
  name,
}: {
  games: readonly TeamGame[];
  summary: string;
  name: string;
}) {
  return (
    <div className="bb-recent" data-testid="bb-recent">
      <h3 className="fm-sub-title">{name}</h3>
      {games.length === 0 ? (
        <p className="fm-empty">暂无近期战绩</p>
      ) : (
        <>
          <p className="fm-summary">{summary}</p>
          <GamesTable className="fm-table bb-games" head={RECENT_HEAD}>
            {games.map((g) => (
              <tr key={g.game.id}>
                <td>{g.date}</td>
                <td>{g.atHome ? '主' : '客'}</td>
                <td className="fm-team-col">{g.opponent}</td>
                <td className="fm-table-score">
                  {g.pointsFor}-{g.pointsAgainst}
                </td>
                <ResultCell value={g.outcome} />
              </tr>
            ))}
          </GamesTable>
        </>
      )}
    </div>
  );
}
