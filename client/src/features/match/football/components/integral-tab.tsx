import type { CupInfo, LeaguePoints } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import ReadState from '../../shared/components/read-state.tsx';
import { useRetryLoad } from '../../shared/hooks/use-retry-load.ts';
import { footballMatchApi } from '../api/football-match-api.ts';
import { seasonPath, teamFixturesPath } from '../model/competition-path.ts';
import type { MatchInfo } from '../model/match-view.ts';
import { rankNote } from '../model/rank-note.ts';
import StandingsTable from './standings-table.tsx';
import './tables.css';

const VIEWS = [
  { key: 'total', label: '总积分' },
  { key: 'home', label: '主场' },
  { key: 'away', label: '客场' },
] as const;

function LeagueTable({ data, info }: { data: LeaguePoints; info: MatchInfo }) {
  const [view, setView] = useState<(typeof VIEWS)[number]['key']>('total');
  const note = view === 'total' ? rankNote(info, data.total) : null;
  return (
    <section className="fm-panel">
      <h2 className="fm-panel-title">
        <Link to={seasonPath(data.league, data.season)} className="fm-db-link" title="在资料库中查看">
          {data.league.name} {data.season}
        </Link>
        积分榜
        <span className="fm-switch">
          {VIEWS.map((v) => (
            <button
              key={v.key}
              type="button"
              className={v.key === view ? 'active' : ''}
              aria-pressed={v.key === view}
              onClick={() => setView(v.key)}
            >
              {v.label}
            </button>
          ))}
        </span>
      </h2>
      {note && (
        <p className="fm-panel-note" data-testid="rank-note">
          {note}
        </p>
      )}
      {data[view].length === 0 ? (
        <p className="fm-empty">本赛季尚无积分数据</p>
      ) : (
        <StandingsTable
          rows={data[view]}
          homeId={info.homeId}
          awayId={info.awayId}
          teamLink={(teamId) => teamFixturesPath(data.league, data.season, teamId)}
        />
      )}
    </section>
  );
}

function CupTables({ data, info }: { data: CupInfo; info: MatchInfo }) {
  const ours = (ids: readonly string[]) => ids.includes(info.homeId) || ids.includes(info.awayId);
  // The groups of these two teams first: that is what a fan opened the tab for.
  const groups = [...data.groups].sort(
    (a, b) => Number(ours(b.table.map((r) => r.teamId))) - Number(ours(a.table.map((r) => r.teamId))),
  );
  return (
    <section className="fm-panel">
      <h2 className="fm-panel-title">
        <Link to={seasonPath(data.cup, data.season)} className="fm-db-link" title="在资料库中查看">
          {data.cup.name} {data.season}
        </Link>
        小组积分
      </h2>
      {groups.length === 0 ? (
        <p className="fm-empty">本杯赛为淘汰赛制，没有小组积分榜</p>
      ) : (
        groups.map((g) => (
          <StandingsTable
            key={g.name}
            caption={g.name}
            rows={g.table}
            homeId={info.homeId}
            awayId={info.awayId}
            teamLink={(teamId) => teamFixturesPath(data.cup, data.season, teamId)}
          />
        ))
      )}
    </section>
  );
}

/**
 * 积分: the match's league table (总 / 主 / 客) or its cup's group tables, both teams highlighted. The answer
 * names the competition and season, so its title links to that season in the database and each team to its
 * fixtures there.
 */
export default function IntegralTab({ info }: { info: MatchInfo }) {
  const { load, retry } = useRetryLoad(`table:${info.leagueId}:${info.season}`, (signal) =>
    footballMatchApi.table(
      info.leagueId,
      info.season,
      info.homeRank === null && info.awayRank === null,
      signal,
    ),
  );
  if (load.kind !== 'ready') return <ReadState load={load} loading="积分榜加载中…" onRetry={retry} />;
  return (
    <div className="fm-integral" data-testid="integral">
      {load.data.kind === 'league' ? (
        <LeagueTable data={load.data.data} info={info} />
      ) : (
        <CupTables data={load.data.data} info={info} />
      )}
    </div>
  );
}
