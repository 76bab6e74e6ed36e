import type { FootballMatch } from '@kuyi/shared';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { serverNow } from '../../../lib/server-clock.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { musicAtom, settingAtom } from '../../../state/settings-atoms.ts';
import { fetchScorer } from '../api/fetch-scorer.ts';
import { excludedLeaguesAtom, hiddenAtom } from '../atoms/row-prefs-atoms.ts';
import { playGoalSound } from '../model/goal-sound.ts';
import { footballStatus } from '../model/status-label.ts';
import './goal-alerts.css';

interface Alert {
  key: string;
  matchId: string;
  side: 'home' | 'away';
  kind: 'goal' | 'red';
  minute: string;
  league: string;
  home: string;
  away: string;
  score: string;
  scorer: string | null;
}

/** How long a popup stays; titan007's goal window shows for about this long. */
const ALERT_MS = 8_000;
/**
 * At most this many popups at once, newest on top: four stacked ones covered a dozen rows on a busy
 * Saturday evening (issue 11 bug 4).
 */
const MAX_ALERTS = 2;
/** A phone shows only the newest; the other waits behind it until closed or timed out (audit: two covered a quarter of the screen). */
const PHONE_MAX_ALERTS = 1;

/** Goal (and red card) popups for the football live list, with the goal sound (spec §3 music). */
export default function GoalAlerts({ store }: { store: RowStore<FootballMatch> }) {
  const goalsOn = useAtomValue(settingAtom).goal;
  const prefs = useStore();
  const [alerts, setAlerts] = useState<Alert[]>([]);
  const phone = useMediaQuery(PHONE_QUERY);
  // Each popup's close timer lives as long as the component: tied to the subscription below, a settings
  // change while a popup was open cleared its timer and left it on screen for good.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    if (!goalsOn) return;
    let n = 0;
    const off = store.onHighlight((h, entry) => {
      if (h.key !== 'goal' && h.key !== 'red') return;
      // Settings are read at the goal, like the filters below, so changing one keeps the subscription.
      if (h.key === 'red' && !prefs.get(settingAtom).red) return;
      const m = entry.row;
      // A match the fan took off the list (league unticked in 赛事选择, or hidden) stays silent, as on
      // titan007; read at the goal, so changing the filter does not re-subscribe and drop open popups.
      if (
        prefs.get(excludedLeaguesAtom).football.includes(m.leagueId) ||
        prefs.get(hiddenAtom).includes(m.id)
      )
        return;
      const side = h.value === 'away' ? 'away' : 'home';
      const alert: Alert = {
        key: `${m.id}-${h.key}-${n++}`,
        matchId: m.id,
        side,
        kind: h.key,
        minute: footballStatus(m, serverNow()),
        league: m.leagueName,
        home: m.homeName,
        away: m.awayName,
        score: `${m.homeScore}-${m.awayScore}`,
        scorer: null,
      };
      setAlerts((list) => [alert, ...list].slice(0, MAX_ALERTS));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setAlerts((list) => list.filter((a) => a.key !== alert.key));
      }, ALERT_MS);
      timers.current.add(timer);
      if (h.key !== 'goal') return;
      playGoalSound(side, prefs.get(musicAtom));
      void fetchScorer(m.id, side).then((scorer) => {
        if (scorer) setAlerts((list) => list.map((a) => (a.key === alert.key ? { ...a, scorer } : a)));
      });
    });
    return off;
  }, [store, prefs, goalsOn]);

  if (alerts.length === 0) return null;
  const shown = phone ? alerts.slice(0, PHONE_MAX_ALERTS) : alerts;
  return (
    <div className="goal-alerts" aria-live="assertive">
      {shown.map((a) => (
        <div key={a.key} className={`goal-alert ${a.kind}`} role="status" data-testid="goal-alert">
          <div className="ga-head">
            <span className="ga-kind">{a.kind === 'goal' ? '进球' : '红牌'}</span>
            <span className="ga-league">{a.league}</span>
            <span className="ga-minute">{a.minute}</span>
            <button
              type="button"
              className="ga-close"
              aria-label="关闭"
              title="关闭"
              onClick={() => setAlerts((list) => list.filter((x) => x.key !== a.key))}
            >
              ×
            </button>
          </div>
          <div className="ga-body">
            <span className={a.side === 'home' ? 'ga-team hit' : 'ga-team'}>{a.home}</span>
            <b className="ga-score">{a.score}</b>
            <span className={a.side === 'away' ? 'ga-team hit' : 'ga-team'}>{a.away}</span>
          </div>
          {a.scorer && (
            <div className="ga-scorer">
              {a.kind === 'goal' ? '进球' : '红牌'}：{a.scorer}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
