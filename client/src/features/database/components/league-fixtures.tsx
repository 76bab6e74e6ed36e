import type { LeagueSchedules } from '@kuyi/shared';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLiveRows } from '../../worldcup/hooks/use-live-rows.ts';
import { useFixturesJump } from '../hooks/use-fixtures-jump.ts';
import { leagueRoundNo } from '../model/points-race.ts';
import FixtureList from './fixture-list.tsx';
import RoundPicker from './round-picker.tsx';

/**
 * 赛程赛果 of a league season: one round at a time (`?round=`, default the current one), or with `?team=`
 * every fixture of that team. The whole season is one read; rounds are picked here. Matches in play read
 * their score and minute from the live list, as the cup pages, /worldcup and the score tables do.
 */
export default function LeagueFixtures({
  all,
  teamLink,
}: {
  all: LeagueSchedules;
  teamLink: (teamId: string) => string;
}) {
  const [search, setSearch] = useSearchParams();
  const live = useLiveRows(useMemo(() => ({ stages: [{ matches: all.matches }] }), [all]));
  const section = useRef<HTMLElement>(null);
  useFixturesJump(section);
  const teamId = search.get('team');
  // Play-off matches carry their stage's name instead of 第N轮 and sit after the last league round.
  const roundOf = (label: string) => leagueRoundNo(label) ?? all.rounds;
  if (teamId) {
    const matches = all.matches.filter((m) => m.homeId === teamId || m.awayId === teamId);
    const name = matches[0]?.homeId === teamId ? matches[0]?.homeName : matches[0]?.awayName;
    return (
      <section className="db-card" id="fixtures" ref={section}>
        <h2>
          {name ?? '球队'} 本赛季赛程赛果
          <Link className="db-card-link" to="?">
            返回按轮次查看
          </Link>
        </h2>
        <FixtureList matches={matches} teamLink={teamLink} showRound live={live} />
      </section>
    );
  }
  const asked = Number(search.get('round'));
  // A round the season does not have (0, 99, 2.5 from a hand-typed link) shows the current one.
  const round =
    Number.isInteger(asked) && asked >= 1 && asked <= all.rounds ? asked : all.currentRound || all.rounds;
  const matches = all.matches.filter((m) => roundOf(m.round) === round);
  const label = matches[0]?.round ?? `第${round}轮`;
  return (
    <section className="db-card" id="fixtures" ref={section}>
      <h2>
        赛程赛果 · {label}
        {all.rounds > 0 && (
          <RoundPicker
            round={round}
            rounds={all.rounds}
            onChange={(r) => setSearch({ round: String(r) }, { replace: true })}
            labelOf={(r) => all.matches.find((m) => roundOf(m.round) === r)?.round ?? `第${r}轮`}
          />
        )}
      </h2>
      <FixtureList matches={matches} teamLink={teamLink} live={live} />
    </section>
  );
}
