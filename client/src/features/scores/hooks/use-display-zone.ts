import { useAtomValue } from 'jotai';
import { resolveZone } from '../../../lib/time/display-zone.ts';
import { timeZoneAtom } from '../../../state/settings-atoms.ts';

/** The IANA zone kick-off times are shown in; components re-render when the fan picks another in 设置. */
export function useDisplayZone(): string {
  return resolveZone(useAtomValue(timeZoneAtom));
}
