import type { Sport } from '@kuyi/shared';
import type { LiveTransport } from '../../../../lib/live/live-transport.ts';
import { useConnectionStatus } from '../../../../lib/live/use-connection-status.ts';
import ConnectionBadge from '../../../scores/components/connection-badge.tsx';

/**
 * Under a match page's score: says when the live link is down or the score centre has gone quiet, so a fan
 * does not read a frozen score as the current one while the minute keeps ticking. Nothing while all is well.
 */
export default function ConnectionNotice({ sport, transport }: { sport: Sport; transport?: LiveTransport }) {
  const status = useConnectionStatus(sport, transport);
  if (status !== 'reconnecting' && status !== 'stale') return null;
  return (
    <div className="fm-connection">
      <ConnectionBadge status={status} />
    </div>
  );
}
