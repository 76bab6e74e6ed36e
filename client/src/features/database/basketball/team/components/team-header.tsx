import type { CompetitionInfo } from '@kuyi/shared';
import ResultChip from '../../../team/components/result-chip.tsx';
import { TeamTitleRow } from '../../../team/components/team-title.tsx';
import { basketballPath } from '../../model/basketball-paths.ts';
import { gamesBehindText, recordText, streakLabel, winRateText } from '../../model/standings-format.ts';
import type { TeamGame } from '../../model/team-season.ts';
import { teamScoreText } from '../model/team-points.ts';
import type { TeamStanding } from '../model/team-standing.ts';

function Fact({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} className={className}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The team's season at a glance: its name, the league season (a link back) and 资料库, its places (东部第1,
 * 联盟第3, the division's), 战绩, 胜率, 胜差, 连胜/连败 (red a winning run, green a losing one), 近10场, and the
 * last ten results as 胜/负 chips, newest on the left. Figures the feed leaves out are left out.
 */
export default function TeamHeader({
  league,
  season,
  teamName,
  standing,
  recent,
}: {
  league: CompetitionInfo;
  season: string;
  teamName: string;
  standing: TeamStanding;
  recent: readonly TeamGame[];
}) {
  const { row, conference, division } = standing;
  const streak = row.streak === undefined ? null : streakLabel(row.streak);
  return (
    <header className="db-head tm-head">
      <TeamTitleRow
        league={league}
        season={season}
        seasonHref={basketballPath(league.id, season)}
        teamName={teamName}
        testId="bbt-league-link"
      />
      <dl className="tm-facts">
        {conference ? (
          <>
            <Fact
              label="排名"
              value={`${conference.name}第${conference.place}`}
              testId="bbt-conference-rank"
            />
            <Fact label="联盟" value={`第${standing.league}`} testId="bbt-league-rank" />
          </>
        ) : (
          <Fact label="排名" value={`第${standing.league}`} testId="bbt-league-rank" />
        )}
        {division && (
          <Fact label="分区" value={`${division.name}第${division.place}`} testId="bbt-division-rank" />
        )}
        <Fact label="战绩" value={recordText(row.win, row.lose)} testId="bbt-record" />
        <Fact label="胜率" value={winRateText(row.winRate)} testId="bbt-win-rate" />
        {row.gamesBehind !== undefined && (
          <Fact label="胜差" value={gamesBehindText(row.gamesBehind)} testId="bbt-games-behind" />
        )}
        {streak && (
          <Fact
            label="连胜/连败"
            value={streak.text}
            testId="bbt-streak"
            className={streak.tone ? `bb-${streak.tone}` : undefined}
          />
        )}
        {row.last10Win !== undefined && row.last10Lose !== undefined && (
          <Fact label="近10场" value={recordText(row.last10Win, row.last10Lose)} testId="bbt-last10" />
        )}
      </dl>
      <div className="tm-line">
        <span className="tm-label">近期战绩</span>
        {recent.length === 0 ? (
          <span className="tm-muted" data-testid="bbt-form">
            暂无完场比赛
          </span>
        ) : (
          <span className="db-form tm-form-chips" data-testid="bbt-form" title="最近10场，最新在左">
            {recent.map((t) =>
              t.result ? (
                <ResultChip
                  key={t.game.id}
                  result={t.result}
                  title={`${t.atHome ? '主' : '客'} ${t.opponentName} ${teamScoreText(t)}`}
                />
              ) : null,
            )}
          </span>
        )}
      </div>
    </header>
  );
}
