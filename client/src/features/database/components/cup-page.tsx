import type { CupInfo } from '@kuyi/shared';
import { useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLiveRows } from '../../worldcup/hooks/use-live-rows.ts';
import { cupShooter, databaseApi } from '../api/database-api.ts';
import { useFeed } from '../hooks/use-feed.ts';
import { useFixturesJump } from '../hooks/use-fixtures-jump.ts';
import { currentStage } from '../model/current-stage.ts';
import { cupPath, type SeasonTab, seasonAndTab } from '../model/database-paths.ts';
import { letGoalRows, overUnderRows } from '../model/line-records.ts';
import CupBracket from './cup-bracket.tsx';
import FeedState from './feed-state.tsx';
import FixtureList from './fixture-list.tsx';
import { LetGoalTable, OverUnderTable } from './line-tables.tsx';
import SeasonHeader from './season-header.tsx';
import ShooterTable from './shooter-table.tsx';
import SourceCredit from './source-credit.tsx';
import StandingsTable from './standings-table.tsx';

/** /database/cup/:cupId/:season? and its sub-pages: groups, stages and bracket; 盘路, 大小 and scorers. */
export default function CupPage() {
  const params = useParams();
  const cupId = params.cupId ?? '';
  const { season, tab } = seasonAndTab(params);
  const cup = useFeed(`cup:${cupId}:${season}`, (s) => databaseApi.cup(cupId, season, s));
  const exists = /^\d{1,20}$/.test(cupId) && tab !== null;
  // A path that is no page keeps the 404 title the route table gave it.
  useDocumentTitle(
    !exists
      ? null
      : cup.kind === 'ok'
        ? `${cup.data.cup.name} ${cup.data.season} - 资料库`
        : '杯赛资料 - 资料库',
  );
  if (!exists) return <NotFoundPage />;
  return (
    <FeedState view={cup}>
      {(c) => (
        <div className="db-page" data-testid="cup-page">
          <SeasonHeader info={c.cup} season={c.season} tab={tab} />
          <CupBody cup={c} tab={tab} urlSeason={season} />
          <SourceCredit source={c.cup.dataSource} />
        </div>
      )}
    </FeedState>
  );
}

/** `urlSeason`: the season as the address names it (null on /database/cup/75, the current one). */
function CupBody({ cup, tab, urlSeason }: { cup: CupInfo; tab: SeasonTab; urlSeason: string | null }) {
  const [search] = useSearchParams();
  const [stage, setStage] = useState<string | null>(null);
  // Matches in play read their score and minute from the live list, as the score tables and /worldcup do.
  const live = useLiveRows(cup);
  const fixtures = useRef<HTMLElement>(null);
  useFixturesJump(fixtures);
  // The address keeps its season: spelling out the current one would be another read and a 加载中 page.
  const teamLink = (teamId: string) => `${cupPath(cup.cup.id, urlSeason)}?team=${teamId}#fixtures`;
  const shooters = useFeed(tab === 'shooter' ? `cupsh:${cup.cup.id}:${cup.season}` : null, (s) =>
    cupShooter(cup.cup.id, cup.season, s),
  );
  const all = cup.stages.flatMap((s) => s.matches);
  if (tab === 'goal')
    return (
      <section className="db-card">
        <h2>让球盘路（按终盘亚盘计算）</h2>
        <LetGoalTable rows={letGoalRows(all)} teamLink={teamLink} source={cup.cup.dataSource} />
      </section>
    );
  if (tab === 'size')
    return (
      <section className="db-card">
        <h2>大小球统计（按终盘大小球盘口计算）</h2>
        <OverUnderTable rows={overUnderRows(all)} teamLink={teamLink} source={cup.cup.dataSource} />
      </section>
    );
  if (tab === 'shooter')
    return (
      <section className="db-card">
        <h2>射手榜</h2>
        <FeedState view={shooters}>
          {(d) => <ShooterTable rows={d.rows} teamLink={teamLink} source={cup.cup.dataSource} />}
        </FeedState>
      </section>
    );
  const teamId = search.get('team');
  const shown = stage ?? currentStage(cup.stages);
  const teamMatches = teamId ? all.filter((m) => m.homeId === teamId || m.awayId === teamId) : null;
  const bracket = (
    <section className="db-card">
      <h2>淘汰赛对阵</h2>
      <CupBracket stages={cup.stages} />
    </section>
  );
  const groups = cup.groups.length > 0 && (
    <section className="db-card">
      <h2>小组积分</h2>
      <div className="db-groups">
        {cup.groups.map((g) => (
          <div key={g.name} className="db-group">
            <h3>{g.name}</h3>
            <StandingsTable rows={g.table} teamLink={teamLink} zones={false} />
          </div>
        ))}
      </div>
    </section>
  );
  // The stage being played leads: while groups play, their tables come before a bracket of 待定 slots.
  const groupsFirst = currentStage(cup.stages) === '小组赛';
  return (
    <>
      {groupsFirst ? groups : bracket}
      {groupsFirst ? bracket : groups}
      <section className="db-card" id="fixtures" ref={fixtures}>
        {teamMatches ? (
          <>
            <h2>
              球队赛程赛果
              <Link className="db-card-link" to="?">
                返回按阶段查看
              </Link>
            </h2>
            <FixtureList matches={teamMatches} teamLink={teamLink} showRound live={live} />
          </>
        ) : (
          <>
            <h2>
              各阶段赛程
              <span className="db-switch" role="tablist" aria-label="阶段">
                {cup.stages.map((s) => (
                  <button
                    key={s.name}
                    type="button"
                    role="tab"
                    aria-selected={s.name === shown}
                    className={s.name === shown ? 'active' : undefined}
                    onClick={() => setStage(s.name)}
                  >
                    {s.name}
                  </button>
                ))}
              </span>
            </h2>
            <FixtureList
              matches={cup.stages.find((s) => s.name === shown)?.matches ?? []}
              teamLink={teamLink}
              showRound={shown === '小组赛'}
              live={live}
            />
          </>
        )}
      </section>
    </>
  );
}
