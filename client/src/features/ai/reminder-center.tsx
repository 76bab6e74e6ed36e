import type { Reminder } from '@kuyi/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { matchPath } from '../../app/paths.ts';
import { connectLiveSocket, reloadForProtocol } from '../../lib/live/socket-transport.ts';
import { showToast } from '../../lib/toast.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { loginLostAtom, userInfoAtom } from '../../state/user-atoms.ts';
import { pushUnreadAtom } from '../notify/unread-atom.ts';
import { aiApi } from './api/ai-api.ts';
import {
  arrive,
  arrivedStore,
  dismiss,
  lastSeen,
  notifyOptedIn,
  resetArrived,
  saveLastSeen,
} from './reminder-store.ts';
import './ai.css';

function notify(reminders: readonly Reminder[]): void {
  if (!notifyOptedIn() || typeof Notification === 'undefined' || Notification.permission !== 'granted')
    return;
  for (const r of reminders) {
    try {
      new Notification(r.title, { body: r.body, tag: `kuyi-ai-${r.id}` });
    } catch {
      // Some browsers only allow notifications from a service worker: the in-page alert remains.
    }
  }
}

/**
 * While a user is logged in: one socket for their reminders ([AI4]–[AI6]). Its handshake carries the session
 * cookie, so it is opened after login and closed at logout (a new user gets a new socket). On every (re)connect
 * it joins the user's room with the last id it saw and gets what it missed; live reminders then arrive on it.
 * Shows them as in-page alerts on any page, and as browser notifications when the user opted in. When the
 * gateway ends the login under the socket ([UA5]) the page logs out, which closes it.
 */
export default function ReminderCenter() {
  const user = useAtomValue(userInfoAtom);
  const userId = user?.id ?? null;
  const loginLost = useSetAtom(loginLostAtom);
  const pushUnread = useSetAtom(pushUnreadAtom);
  useEffect(() => {
    if (!userId) return;
    // The same handshake as the live socket (protocol version included), so the two cannot drift apart.
    const socket = connectLiveSocket();
    const take = (list: readonly Reminder[], live: boolean) => {
      const few = live || list.length <= 3;
      const fresh = arrive(list, few);
      for (const r of fresh) saveLastSeen(userId, r.id);
      // Browser notifications as the in-page alerts: an evening's worth missed is one toast, not 100 pop-ups.
      if (few) notify(fresh);
      return fresh;
    };
    let retry: ReturnType<typeof setTimeout> | undefined;
    const join = (attempt: number) => {
      socket.timeout(20_000).emit('reminders:join', { userId, after: lastSeen(userId) }, (err, ack) => {
        if (err || !ack.ok) {
          // Not joined, the room's reminders and notices do not come: a busy gateway (UNAVAILABLE) or no
          // answer is asked again, spaced out; a refusal of this user (logged out, another user) is final.
          const final = !err && !ack.ok && (ack.error === 'UNAUTHORIZED' || ack.error === 'FORBIDDEN');
          if (!final && socket.connected)
            retry = setTimeout(() => join(attempt + 1), Math.min(30_000, 2_000 * 2 ** attempt));
          return;
        }
        // The point the server counted from: the next reconnect asks from here even if nothing arrived yet.
        saveLastSeen(userId, ack.after);
        const fresh = take(ack.missed, false);
        if (fresh.length > 3) showToast(`您离开期间有${fresh.length}条新提醒，可在历史提醒中查看`, 'info');
      });
    };
    socket.on('connect', () => {
      clearTimeout(retry);
      join(0);
    });
    socket.on('reminder', (r) => take([r], true));
    // [NT8] A new 消息 (reply, 打赏 …): the header badge shows the user's unread count without waiting for its poll.
    socket.on('notice:new', ({ count }) => pushUnread(count));
    // [UA5] Ended elsewhere (修改密码, 更换手机 on another device): as a 401, the login box. Logged out in this
    // browser: the tab that did it already shows 退出成功, another tab just follows.
    socket.on('session:ended', (notice) => {
      const elsewhere = notice.reason !== 'logout';
      loginLost({ askToLogin: elsewhere });
      if (elsewhere) showToast(notice.message, 'error');
    });
    // A gateway on another protocol closes this socket too; on pages without live scores this is the only notice.
    socket.on('reload', reloadForProtocol);
    return () => {
      clearTimeout(retry);
      socket.close();
      resetArrived();
    };
  }, [userId, loginLost, pushUnread]);

  const { alerts } = useSyncExternalStore(arrivedStore.subscribe, arrivedStore.get);
  // A phone has room for one alert: a burst of four (odds moves come in bursts) covered the whole screen.
  const phone = useMediaQuery(PHONE_QUERY);
  if (!userId || alerts.length === 0) return null;
  const shown = phone ? alerts.slice(-1) : alerts;
  const more = alerts.length - shown.length;
  return (
    <div className="ai-alerts" aria-live="polite">
      {more > 0 && (
        <div className="ai-alerts-more">
          <Link to="/ai/history">另有{more}条新提醒</Link>
          <button type="button" onClick={() => dismiss(...alerts.map((a) => a.id))}>
            全部关闭
          </button>
        </div>
      )}
      {shown.map((r) => (
        <div key={r.id} className={`ai-alert ai-alert-${r.kind}`} role="status">
          <div className="ai-alert-head">
            <strong>{r.title}</strong>
            <button type="button" aria-label="关闭提醒" onClick={() => dismiss(r.id)}>
              ×
            </button>
          </div>
          <p>{r.body}</p>
          <Link
            to={matchPath(r.sport ?? 'football', r.matchId)}
            onClick={() => {
              dismiss(r.id);
              // Opening the match reads the reminder: it no longer counts as 未读 in 历史提醒.
              void aiApi.markRead({ ids: [r.id] });
            }}
          >
            查看比赛
          </Link>
        </div>
      ))}
    </div>
  );
}
