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
  if (status === null || status === 'live') return null;
  // The notice sits under a score already on screen, so a link that is not up is one being re-established,
  // even when this notice subscribed after it dropped and so never saw it up ('connecting').
  return (
    <div className="fm-connection">
      <ConnectionBadge status={status === 'connecting' ? 'reconnecting' : status} />
    </div>
  );
}
