import { BEIJING_TIME_ZONE, formatKickoffDateTime } from '@kuyi/shared';

/** "11-24 15:00" in Beijing time, how news lists date articles. */
export const newsTime = (iso: string): string => formatKickoffDateTime(Date.parse(iso), BEIJING_TIME_ZONE);
