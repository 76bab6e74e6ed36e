import type { Lineups } from '@kuyi/shared';
import { formationLines } from '../model/formation.ts';
import { matchColours } from '../model/team-colour.ts';

/** Each half of the pitch spans this much of its height between the goal line and the halfway line. */
const KEEPER_AT = 94;
const FRONT_AT = 58;

function Half(props: { lineup: Lineups['home']; side: 'home' | 'away'; colour: string }) {
  const lines = formationLines(props.lineup);
  const step = lines.length > 1 ? (KEEPER_AT - FRONT_AT) / (lines.length - 1) : 0;
  return lines.flatMap((line, row) => {
    // Home attacks up from the bottom goal, away down from the top one.
    const fromOwnGoal = KEEPER_AT - row * step;
    const top = props.side === 'home' ? fromOwnGoal : 100 - fromOwnGoal;
    return line.map((p, i) => (
      <div
        key={`${props.side}-${p.name}`}
        className="fm-pitch-player"
        style={{ top: `${top}%`, left: `${((i + 0.5) / line.length) * 100}%` }}
      >
        <span className="fm-pitch-shirt" style={{ background: props.colour }}>
          {p.number ?? ''}
        </span>
        <span className="fm-pitch-name">{p.name}</span>
      </div>
    ));
  });
}

/** 阵型图: both starting elevens on one pitch, away at the top, home at the bottom. */
export default function FormationPitch(props: { lineups: Lineups; homeId: string; awayId: string }) {
  const { lineups } = props;
  const colours = matchColours(props.homeId, props.awayId);
  return (
    <div className="fm-pitch" data-testid="formation-pitch" role="img" aria-label="双方首发阵型">
      <div className="fm-pitch-formation top">{lineups.away.formation}</div>
      <div className="fm-pitch-lines" aria-hidden="true" />
      <Half lineup={lineups.away} side="away" colour={colours.away} />
      <Half lineup={lineups.home} side="home" colour={colours.home} />
      <div className="fm-pitch-formation bottom">{lineups.home.formation}</div>
    </div>
  );
}
