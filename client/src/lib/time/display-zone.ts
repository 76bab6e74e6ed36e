import { BEIJING_TIME_ZONE, isTimeZone } from '@kuyi/shared';

/**
 * [T1] The clock kick-off times are shown on. Match days ("today", the date tabs, `scheduleByDate`) are
 * always Beijing days; only the HH:mm of a kick-off follows this setting, for fans abroad. The setting is an
 * IANA zone name or LOCAL_ZONE (whatever zone the browser runs in, resolved when used).
 */
export const LOCAL_ZONE = 'local';

export const TIME_ZONE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: BEIJING_TIME_ZONE, label: '北京时间' },
  { value: 'Asia/Tokyo', label: '东京' },
  { value: 'Australia/Sydney', label: '悉尼' },
  { value: 'Europe/London', label: '伦敦' },
  { value: 'Europe/Paris', label: '巴黎' },
  { value: 'America/New_York', label: '纽约' },
  { value: 'America/Los_Angeles', label: '洛杉矶' },
  { value: LOCAL_ZONE, label: '本地时间' },
];

function browserZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : BEIJING_TIME_ZONE;
}

/** The IANA zone a setting names; a saved value this runtime does not know falls back to Beijing. */
export function resolveZone(setting: string): string {
  if (setting === LOCAL_ZONE) return browserZone();
  return isTimeZone(setting) ? setting : BEIJING_TIME_ZONE;
}

/** The setting's Chinese name: '伦敦', '本地时间', or the zone name for one saved by hand. */
export function zoneLabel(setting: string): string {
  return TIME_ZONE_OPTIONS.find((o) => o.value === setting)?.label ?? resolveZone(setting);
}

let current = BEIJING_TIME_ZONE;

/**
 * The page's display zone, for formatters called outside React's reach (match pages, the odds centre):
 * kept in step with the saved setting by the app store. Defaults to Beijing.
 */
export function displayZone(): string {
  return current;
}

export function setDisplayZone(setting: string): void {
  current = resolveZone(setting);
}
