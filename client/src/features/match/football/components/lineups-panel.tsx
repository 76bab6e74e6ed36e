import type { Lineups } from '@kuyi/shared';
import { useMemo } from 'react';
import type { MatchInfo } from '../model/match-view.ts';
import { type PlayerMark, playerMarks } from '../model/player-marks.ts';
import type { TimelineItem } from '../model/timeline.ts';
import FormationPitch from './formation-pitch.tsx';
import './lineups-panel.css';

const MARK_LABEL: Record<PlayerMark['kind'], string> = {
  goal: '进球',
  penalty: '点球',
  ownGoal: '乌龙',
  yellow: '黄牌',
  red: '红牌',
  in: '换上',
  out: '换下',
};

function PlayerList(props: {
  title: string;
  players: Lineups['home']['starters'];
  marks: Map<string, PlayerMark[]>;
}) {
  return (
    <>
      <h4 className="fm-lineup-title">{props.title}</h4>
      <ul className="fm-lineup-list">
        {props.players.map((p) => (
          <li key={p.name}>
            <span className="fm-lineup-number">{p.number ?? ''}</span>
            <span className="fm-lineup-name">
              {p.name}
              {p.captain && (
                <em className="fm-captain" title="队长">
                  C
                </em>
              )}
            </span>
            {(props.marks.get(p.name) ?? []).map((m, i) => (
              <span
                key={`${m.kind}-${i}`}
                className={`fm-mark fm-mark-${m.kind}`}
                title={`${MARK_LABEL[m.kind]} ${m.minute}`}
              >
                {MARK_LABEL[m.kind]} {m.minute}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

function TeamLineup(props: { name: string; lineup: Lineups['home']; marks: Map<string, PlayerMark[]> }) {
  return (
    <div className="fm-lineup-team">
      <h3>
        {props.name} <span className="muted">{props.lineup.formation}</span>
      </h3>
      <PlayerList title="首发" players={props.lineup.starters} marks={props.marks} />
      {props.lineup.bench.length > 0 && (
        <PlayerList title="替补" players={props.lineup.bench} marks={props.marks} />
      )}
    </div>
  );
}

/** 阵容: the formation pitch and both squads with what each player did. */
export default function LineupsPanel(props: {
  lineups: Lineups;
  info: MatchInfo;
  timeline: readonly TimelineItem[];
}) {
  const { lineups, info, timeline } = props;
  const homeMarks = useMemo(() => playerMarks(timeline, 'home'), [timeline]);
  const awayMarks = useMemo(() => playerMarks(timeline, 'away'), [timeline]);
  return (
    <div className="fm-lineups" data-testid="lineups">
      <FormationPitch lineups={lineups} homeId={info.homeId} awayId={info.awayId} />
      <div className="fm-lineup-lists">
        <TeamLineup name={info.homeName} lineup={lineups.home} marks={homeMarks} />
        <TeamLineup name={info.awayName} lineup={lineups.away} marks={awayMarks} />
      </div>
    </div>
  );
}
