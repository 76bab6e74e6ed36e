import type { FootballMatch } from '@kuyi/shared';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * The day the feed is playing: its own clock's Beijing day (a date-less scheduleByDate answers for it). Not
 * todayInBeijing(): the feed's day is fixed when it starts and runs at 60x, so once the wall passes Beijing
 * midnight (16:00 UTC) during a file, or the feed passes its own, the wall's today names another day.
 */
export async function feedDay(feedUrl: string): Promise<string> {
  return (await getJson<{ date: string }>(`${feedUrl}/sc/api/football/scheduleByDate?lang=0`)).date;
}

/**
 * Watches the feed itself (not the gateway) for the next goal, polling `change` every 100 ms, and
 * returns the match and when the feed first showed it: the clock the goal-latency test starts from.
 */
export async function nextGoal(
  feedUrl: string,
  timeoutMs: number,
  /** Asked for each goal seen; the first accepted one is returned. */
  accept: (m: FootballMatch) => Promise<boolean> | boolean = () => true,
): Promise<{ match: FootballMatch; side: 'home' | 'away'; seenAt: number }> {
  const day = await getJson<{ matches: FootballMatch[] }>(
    `${feedUrl}/sc/api/football/scheduleByDate?date=${await feedDay(feedUrl)}&lang=0`,
  );
  const scores = new Map(day.matches.map((m) => [m.id, [m.homeScore, m.awayScore] as const]));
  let version = (await getJson<{ version: number }>(`${feedUrl}/sc/api/football/change?version=0`)).version;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    const change = await getJson<{ version: number; matches: FootballMatch[] }>(
      `${feedUrl}/sc/api/football/change?version=${version}`,
    );
    const seenAt = Date.now();
    version = change.version;
    for (const m of change.matches) {
      const [home, away] = scores.get(m.id) ?? [m.homeScore, m.awayScore];
      scores.set(m.id, [m.homeScore, m.awayScore]);
      const side = m.homeScore > home ? 'home' : m.awayScore > away ? 'away' : null;
      if (side && (await accept(m))) return { match: m, side, seenAt };
    }
  }
  throw new Error(`no goal in the feed within ${timeoutMs} ms`);
}
