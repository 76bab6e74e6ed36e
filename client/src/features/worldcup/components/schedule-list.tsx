import {
  BEIJING_TIME_ZONE,
  type FootballMatch,
  formatKickoffTime,
  matchDay,
  type WorldCupInfo,
  type WorldCupMatch,
} from '@kuyi/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ensureServerClock, serverNow } from '../../../lib/server-clock.ts';
import { useNow } from '../../../lib/ticker.ts';
import { footballStatus } from '../../scores/model/status-label.ts';
import { matchPageLink } from '../model/match-page-link.ts';
import { openingDay, scheduleDays } from '../model/schedule-days.ts';
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
 * its running score and minute from the live list (`live`, by match id). The list opens scrolled to the day
 * being played (`openingDay`, by the score centre's clock), not to the tournament's first matchday. The score
 * of a match played or in play opens its match page, the one the score tables and 资料库 open (`matchPageLink`).
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
  const [today, setToday] = useState<string | null>(null);
  const opened = useRef(false);
  const dayRefs = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    let gone = false;
    ensureServerClock().then(() => {
      if (!gone) setToday(matchDay(serverNow(), BEIJING_TIME_ZONE));
    });
    return () => {
      gone = true;
    };
  }, []);
  const opening = useMemo(
    () => (today === null ? null : openingDay(days, today, (m) => (live.get(m.id)?.state ?? m.state) > 0)),
    [days, today, live],
  );
  useEffect(() => {
    if (opened.current || opening === null) return;
    opened.current = true;
    dayRefs.current.get(opening)?.scrollIntoView({ block: 'start' });
  }, [opening]);
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
        <section
          key={d.day}
          ref={(el) => {
            if (el) dayRefs.current.set(d.day, el);
            else dayRefs.current.delete(d.day);
          }}
          className="wc-day"
          aria-label={d.label}
          aria-current={d.day === today ? 'date' : undefined}
        >
          <h3>
            {d.label}
            {d.day === today && <span className="wc-today">今天</span>}
          </h3>
          <ul>
            {d.matches.map((listed) => {
              const row = live.get(listed.id);
              const m = withLive(listed, row);
              const playing = row !== undefined && row.state > 0;
              const page = matchPageLink(m, playing);
              return (
                <li key={m.id} className="wc-match" data-match-id={m.id}>
                  <span className="wc-time">{formatKickoffTime(m.kickoff, BEIJING_TIME_ZONE)}</span>
                  <span className="wc-round">{m.round}</span>
                  <span className="wc-home">{m.homeName}</span>
                  <span className={`wc-score ${m.state === -1 ? 'done' : playing ? 'live' : ''}`}>
                    {page ? <Link to={page}>{scoreText(m)}</Link> : scoreText(m)}
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
