import {
  BEIJING_TIME_ZONE,
  type FootballMatch,
  formatKickoffTime,
  type WorldCupInfo,
  type WorldCupMatch,
} from '@kuyi/shared';
import { useMemo, useState } from 'react';
import { useNow } from '../../../lib/ticker.ts';
import { footballStatus } from '../../scores/model/status-label.ts';
import { scheduleDays } from '../model/schedule-days.ts';
import { scoreText } from '../model/score-text.ts';
import { withLive } from '../model/with-live.ts';

/** Running minutes move every few seconds; one shared tick serves every row. */
const TICK_MS = 5_000;

const goalLine = (m: WorldCupMatch, side: 'home' | 'away') =>
  m.goals
    .filter((g) => g.side === side)
    .map(
      (g) =>
        `${g.player} ${g.minute}'${g.kind === 'penaltyGoal' ? '(点)' : g.kind === 'ownGoal' ? '(乌龙)' : ''}`,
    )
    .join('，');

/**
 * 赛程赛果 by Beijing date, filterable by stage; a finished match unfolds its scorers. A match in play shows
 * its running score and minute from the live list (`live`, by match id).
 */
export default function ScheduleList({
  stages,
  live,
}: {
  stages: WorldCupInfo['stages'];
  live: ReadonlyMap<string, FootballMatch>;
}) {
  const [stage, setStage] = useState<string>('all');
  const now = useNow(
    TICK_MS,
    [...live.values()].some((r) => r.state > 0),
  );
  const matches = useMemo(
    () => stages.filter((s) => stage === 'all' || s.stage === stage).flatMap((s) => s.matches),
    [stages, stage],
  );
  const days = useMemo(() => scheduleDays(matches), [matches]);
  return (
    <div className="wc-schedule">
      <fieldset className="wc-chips" aria-label="阶段">
        {[{ stage: 'all', name: '全部' }, ...stages].map((s) => (
          <button
            key={s.stage}
            type="button"
            className={s.stage === stage ? 'active' : ''}
            aria-pressed={s.stage === stage}
            onClick={() => setStage(s.stage)}
          >
            {s.name}
          </button>
        ))}
      </fieldset>
      <p className="wc-note">时间为北京时间</p>
      {days.map((d) => (
        <section key={d.day} className="wc-day" aria-label={d.label}>
          <h3>{d.label}</h3>
          <ul>
            {d.matches.map((listed) => {
              const row = live.get(listed.id);
              const m = withLive(listed, row);
              const playing = row !== undefined && row.state > 0;
              return (
                <li key={m.id} className="wc-match" data-match-id={m.id}>
                  <span className="wc-time">{formatKickoffTime(m.kickoff, BEIJING_TIME_ZONE)}</span>
                  <span className="wc-round">{m.round}</span>
                  <span className="wc-home">{m.homeName}</span>
                  <span className={`wc-score ${m.state === -1 ? 'done' : playing ? 'live' : ''}`}>
                    {scoreText(m)}
                    {playing && <em className="wc-minute">{footballStatus(row, now)}</em>}
                  </span>
                  <span className="wc-away">{m.awayName}</span>
                  <span className="wc-venue">{m.venue}</span>
                  {m.goals.length > 0 && (
                    <span className="wc-goals">
                      <span>{goalLine(m, 'home')}</span>
                      <span>{goalLine(m, 'away')}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
