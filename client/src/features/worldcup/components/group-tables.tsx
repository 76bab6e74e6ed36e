import type { WorldCupInfo } from '@kuyi/shared';

/** Every group's table; the teams that went through are marked once their group is over. */
export default function GroupTables({ groups }: { groups: WorldCupInfo['groups'] }) {
  if (groups.length === 0) return <p className="wc-empty">暂无分组数据</p>;
  return (
    <div className="wc-groups">
      {groups.map((g) => {
        const started = g.table.some((r) => r.played > 0);
        return (
          <section key={g.name} className="wc-group" aria-label={g.name} data-group={g.name}>
            <h3>
              {g.name}
              {!started && <span className="wc-tag">未开赛</span>}
            </h3>
            <table className="wc-table">
              <thead>
                <tr>
                  <th>排名</th>
                  <th className="wc-team-col">球队</th>
                  <th>赛</th>
                  <th>胜</th>
                  <th>平</th>
                  <th>负</th>
                  <th className="wc-hide-phone">进/失</th>
                  <th>净胜</th>
                  <th>积分</th>
                </tr>
              </thead>
              <tbody>
                {g.table.map((r) => (
                  <tr key={r.teamId} className={r.advanced ? 'advanced-row' : ''} data-team-id={r.teamId}>
                    <td>{r.rank}</td>
                    <td className="wc-team-col">
                      {r.teamName}
                      {r.advanced && <span className="through-mark">出线</span>}
                    </td>
                    <td>{r.played}</td>
                    <td>{r.win}</td>
                    <td>{r.draw}</td>
                    <td>{r.lose}</td>
                    <td className="wc-hide-phone">
                      {r.goalsFor}/{r.goalsAgainst}
                    </td>
                    <td>{r.goalDiff > 0 ? `+${r.goalDiff}` : r.goalDiff}</td>
                    <td className="wc-points">{r.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
