import { BEIJING_TIME_ZONE } from '@kuyi/shared';
import { useAtomValue } from 'jotai';
import { resolveZone, zoneLabel } from '../../../lib/time/display-zone.ts';
import { timeZoneAtom } from '../../../state/settings-atoms.ts';

/**
 * [T1] Says which clock the 时间 column shows once a fan picked another than Beijing's, and that the days
 * (今天, the date tabs) are still Beijing days. Nothing on the default.
 */
export default function ZoneNote() {
  const setting = useAtomValue(timeZoneAtom);
  if (resolveZone(setting) === BEIJING_TIME_ZONE) return null;
  return (
    <span className="zone-note muted" data-testid="zone-note">
      开赛时间：{zoneLabel(setting)} · 日期按北京时间
    </span>
  );
}
