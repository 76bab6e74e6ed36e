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
      消息
      {shown && (
        <span className="notice-badge" aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
