import { Link } from 'react-router-dom';
import { useUnreadPoll } from './use-unread-poll.ts';
import './notify.css';

/** The header's 消息 link with the unread count ([NT6]); shown to a logged-in user only (the caller decides). */
export default function NoticeBell() {
  const count = useUnreadPoll();
  const shown = count !== null && count > 0 ? (count > 99 ? '99+' : String(count)) : null;
  return (
    <Link
      to="/userarea/notice"
      className="notice-bell"
      aria-label={shown ? `消息，${count}条未读` : '消息'}
      title="消息"
    >
      <svg className="notice-bell-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <span className="notice-bell-word">消息</span>
      {shown && (
        <span className="notice-badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
