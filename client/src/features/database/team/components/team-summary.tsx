import type { DataSource, LeagueLetGoal, LeagueOverUnder, StandingRow } from '@kuyi/shared';
import type { ReactNode } from 'react';
import FeedState from '../../components/feed-state.tsx';
import type { FeedView } from '../../hooks/use-feed.ts';

const perGame = (goals: number, played: number) => (played ? (goals / played).toFixed(2) : '-');

function Card({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="tm-card" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

/** A 主场 / 客场 table row: its 胜-平-负, goals and points; nothing played yet says so. */
function SideRecord({ row }: { row: StandingRow | undefined }) {
  if (!row || row.played === 0) return <p className="tm-muted">暂无比赛</p>;
  return (
    <>
      <p className="tm-big">
        <span className="db-up">{row.win}胜</span> {row.draw}平 <span className="db-down">{row.lose}负</span>
      </p>
      <p className="tm-muted">
        {row.played}场 · 进{row.goalsFor} 失{row.goalsAgainst} · 积{row.points}分
      </p>
    </>
  );
}

/**
 * Why a team has no 盘路 / 大小 figures: no game played yet, or (having played) football-data's older files carry
 * 1x2 odds only, as the league's 盘路 table says.
 */
const noLines = (source: DataSource | undefined, played: number) =>
  played === 0 ? '暂无完场比赛' : source === 'football-data' ? '该赛季数据源没有盘口' : '暂无完场盘口';

/**
 * The team's row of a league 盘路 or 大小 table: its three counts (the first red, the last green) and its rate;
 * `empty` says why there is none (no row, or a row with nothing played).
 */
function LineRecord<R extends { teamId: string; played: number }>({
  view,
  teamId,
  empty,
  counts,
  rate,
}: {
  view: FeedView<{ rows: R[] }>;
  teamId: string;
  empty: string;
  counts: (row: R) => [string, string, string];
  rate: (row: R) => string;
}) {
  return (
    <FeedState view={view}>
      {(d) => {
        const r = d.rows.find((x) => x.teamId === teamId);
        if (!r || r.played === 0) return <p className="tm-muted">{empty}</p>;
        const [up, push, down] = counts(r);
        return (
          <>
            <p className="tm-big">
              <span className="db-up">{up}</span> {push} <span className="db-down">{down}</span>
            </p>
            <p className="tm-muted">
              {r.played}场 · {rate(r)}
            </p>
          </>
        );
      }}
    </FeedState>
  );
}

/**
 * 主场 / 客场 (the home and away tables), 场均进球 / 场均失球, and the team's 让球盘路 and 大小球 rows of the league's
 * own 盘路 and 大小 tables (closing lines; a half win counts as 赢 there).
 */
export default function TeamSummary({
  teamId,
  total,
  home,
  away,
  letGoal,
  overUnder,
  source,
}: {
  teamId: string;
  total: StandingRow | undefined;
  home: StandingRow | undefined;
  away: StandingRow | undefined;
  letGoal: FeedView<LeagueLetGoal>;
  overUnder: FeedView<LeagueOverUnder>;
  source: DataSource | undefined;
}) {
  return (
    <section className="tm-summary" aria-label="赛季数据">
      <Card title="主场" testId="team-home">
        <SideRecord row={home} />
      </Card>
      <Card title="客场" testId="team-away">
        <SideRecord row={away} />
      </Card>
      <Card title="场均进球 / 失球" testId="team-goals">
        <p className="tm-big">
          {perGame(total?.goalsFor ?? 0, total?.played ?? 0)} /{' '}
          {perGame(total?.goalsAgainst ?? 0, total?.played ?? 0)}
        </p>
        <p className="tm-muted">
          {total?.played ?? 0}场 · 净胜球{' '}
          {total ? (total.goalDiff > 0 ? `+${total.goalDiff}` : total.goalDiff) : 0}
        </p>
      </Card>
      <Card title="让球盘路" testId="team-letgoal">
        <LineRecord
          view={letGoal}
          teamId={teamId}
          empty={noLines(source, total?.played ?? 0)}
          counts={(r) => [`赢${r.win}`, `走${r.push}`, `输${r.lose}`]}
          rate={(r) => `赢盘率 ${r.winRate}%`}
        />
      </Card>
      <Card title="大小球" testId="team-overunder">
        <LineRecord
          view={overUnder}
          teamId={teamId}
          empty={noLines(source, total?.played ?? 0)}
          counts={(r) => [`大${r.over}`, `走${r.push}`, `小${r.under}`]}
          rate={(r) => `大球率 ${r.overRate}%`}
        />
      </Card>
    </section>
  );
}
