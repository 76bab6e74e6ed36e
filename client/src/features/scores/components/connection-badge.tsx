import type { ConnectionStatus } from '../../../lib/live/connection-status.ts';
import './connection-badge.css';

const LABEL: Record<ConnectionStatus, string> = {
  connecting: '连接中',
  live: '实时',
  reconnecting: '重新连接中',
  stale: '数据延迟',
};
const TITLE: Record<ConnectionStatus, string> = {
  connecting: '正在连接实时比分服务',
  live: '比分实时推送中',
  reconnecting: '连接已断开，正在重新连接，恢复后自动补齐期间的变化',
  stale: '上游数据源暂时没有更新，比分可能延迟',
};

/** The connection indicator: live, reconnecting or stale (architecture rule 5). */
export default function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  return (
    <span
      className={`conn conn-${status}`}
      title={TITLE[status]}
      data-testid="connection"
      data-status={status}
    >
      <i />
      {LABEL[status]}
    </span>
  );
}
