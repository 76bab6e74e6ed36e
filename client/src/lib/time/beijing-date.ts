import { formatKickoffWithYear, matchDay } from '@kuyi/shared';

/**
 * [T1] Dates the server stamps (sign-up, VIP end, a post, a feedback) as the site's Beijing calendar shows
 * them. The ISO text is UTC, so its first ten characters name the wrong day from 00:00 to 08:00 Beijing.
 */
export const beijingDay = (iso: string): string => matchDay(Date.parse(iso));

/** 'YYYY-MM-DD HH:mm' on the Beijing clock, from the ISO text or the epoch milliseconds the server sent. */
export const beijingDateTime = (at: string | number): string =>
  formatKickoffWithYear(typeof at === 'number' ? at : Date.parse(at));
