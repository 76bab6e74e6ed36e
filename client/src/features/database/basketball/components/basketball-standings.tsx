import type { BasketballPoints } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import {
  gamesBehindText,
  optionalColumns,
  perGame,
  recordText,
  standingsGroups,
  streakLabel,
  winRateText,
} from '../model/standings-format.ts';

type Row = BasketballPoints['rows'][number];

/**
 * 积分榜: one table per conference (东部, 西部) or one for a league without them. Columns the answer does not
 * carry (胜差, 主场, 客场, 近10场, 连胜/连败) are left out rather than shown empty. Each team opens its season
 * on 赛程赛果 (`teamLink`).
 */
export default function BasketballStandings({
  rows,
  teamLink,
}: {
  rows: readonly Row[];
  teamLink: (teamId: string) => string;
}) {
  if (rows.length === 0)
    return (
      <section className="db-card">
        <h2>积分榜</h2>
        <p className="db-note">暂无数据</p>
      </section>
    );
  const cols = optionalColumns(rows);
  return (
    <>
      {standingsGroups(rows).map((g) => (
        <section key={g.name ?? ''} className="db-card" data-testid="bb-standings-group">
          <h2>{g.name ? `${g.name} 积分榜` : '积分榜'}</h2>
          <div className="db-scroll">
            <table className="db-table bb-table" data-testid="bb-standings">
              <thead>
                <tr>
                  <th>排名</th>
                  <th className="db-team">球队</th>
                  <th>胜</th>
                  <th>负</th>
                  <th>胜率</th>
                  {cols.gamesBehind && <th>胜差</th>}
                  {cols.home && <th className="bb-minor">主场</th>}
                  {cols.away && <th className="bb-minor">客场</th>}
                  {cols.last10 && <th className="bb-minor-xs">近10场</th>}
                  {cols.streak && <th>连胜/连败</th>}
                  <th className="bb-minor">场均得分</th>
                  <th className="bb-minor">场均失分</th>
                </tr>
              </thead>
              <tbody>
                {g.rows.map((r, i) => {
                  const streak = streakLabel(r.streak ?? 0);
                  return (
                    <tr key={r.teamId}>
                      {/* Ranked within its own table: the feed's rank is the order, the place is the conference's. */}
                      <td className="db-rank">{i + 1}</td>
                      <td className="db-team">
                        <Link to={teamLink(r.teamId)}>{r.teamName}</Link>
                      </td>
                      <td>{r.win}</td>
                      <td>{r.lose}</td>
                      <td>{winRateText(r.winRate)}</td>
                      {cols.gamesBehind && <td>{gamesBehindText(r.gamesBehind ?? 0)}</td>}
                      {cols.home && (
                        <td className="bb-minor">{recordText(r.homeWin ?? 0, r.homeLose ?? 0)}</td>
                      )}
                      {cols.away && (
                        <td className="bb-minor">{recordText(r.awayWin ?? 0, r.awayLose ?? 0)}</td>
                      )}
                      {cols.last10 && (
                        <td className="bb-minor-xs">{recordText(r.last10Win ?? 0, r.last10Lose ?? 0)}</td>
                      )}
                      {cols.streak && (
                        <td className={streak.tone ? `bb-${streak.tone}` : undefined}>{streak.text}</td>
                      )}
                      <td className="bb-minor">{perGame(r.pointsFor, r.played)}</td>
                      <td className="bb-minor">{perGame(r.pointsAgainst, r.played)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
