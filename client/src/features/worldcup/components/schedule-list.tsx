import { BEIJING_TIME_ZONE, formatKickoffTime, type WorldCupInfo, type WorldCupMatch } from '@kuyi/shared';
import { useMemo, useState } from 'react';
import { scheduleDays } from '../model/schedule-days.ts';
import { scoreText } from '../model/score-text.ts';

const goalLine = (m: WorldCupMatch, side: 'home' | 'away') =>
  m.goals
    .filter((g) => g.side === side)
    .map(
      (g) =>
        `${g.player} ${g.minute}'${g.kind === 'penaltyGoal' ? '(点)' : g.kind === 'ownGoal' ? '(乌龙)' : ''}`,
    )
    .join('，');

/** 赛程赛果 by Beijing date, filterable by stage; a finished match unfolds its scorers. */
export default function ScheduleList({ stages }: { stages: WorldCupInfo['stages'] }) {
  const [stage, setStage] = useState<string>('all');
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
            {d.matches.map((m) => (
              <li key={m.id} className="wc-match" data-match-id={m.id}>
                <span className="wc-time">{formatKickoffTime(m.kickoff, BEIJING_TIME_ZONE)}</span>
                <span className="wc-round">{m.round}</span>
                <span className="wc-home">{m.homeName}</span>
                <span className={`wc-score ${m.state === -1 ? 'done' : ''}`}>{scoreText(m)}</span>
                <span className="wc-away">{m.awayName}</span>
                <span className="wc-venue">{m.venue}</span>
                {m.goals.length > 0 && (
                  <span className="wc-goals">
                    <span>{goalLine(m, 'home')}</span>
                    <span>{goalLine(m, 'away')}</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
