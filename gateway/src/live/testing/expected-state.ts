import { isDeepStrictEqual } from 'node:util';
import {
  basketballHeaderSchema,
  basketballScheduleOddsSchema,
  basketballScheduleSchema,
  basketballTechnicSchema,
  type ChannelState,
  footballHeaderSchema,
  footballScheduleSchema,
  liveWordsSchema,
  oddsChangeSchema,
  parseChannel,
} from '@kuyi/shared';
import type { z } from 'zod';
import {
  basketballHeaderEntities,
  footballHeaderEntities,
  oddsEntities,
  rowEntities,
  wordEntities,
} from '../match-entities.ts';
import type { LiveClient } from './live-client.ts';

async function get<T extends z.ZodType>(feedUrl: string, path: string, schema: T): Promise<z.infer<T>> {
  // One retry: a keep-alive connection the feed closes just as it is reused fails without any fault.
  const read = async () => (await (await fetch(new URL(path, feedUrl))).json()) as { data: unknown };
  const body = await read().catch(read);
  return schema.parse(body.data);
}

/** What a channel must hold once the pipeline has caught up: read straight from the feed. */
export async function expectedState(feedUrl: string, channel: string): Promise<ChannelState> {
  const parsed = parseChannel(channel);
  if (!parsed || parsed.kind === 'chat') throw new Error(`no expectation for ${channel}`);
  const { sport } = parsed;
  if (parsed.kind === 'list') {
    const schema = sport === 'football' ? footballScheduleSchema : basketballScheduleSchema;
    const day = await get(feedUrl, `/sc/api/${sport}/scheduleByDate?lang=0`, schema);
    return rowEntities(day.matches);
  }
  const id = encodeURIComponent(parsed.matchId);
  if (parsed.kind === 'odds' && sport === 'basketball') {
    const day = await get(
      feedUrl,
      '/sc/api/basketball/scheduleAddOdds?userId=0',
      basketballScheduleOddsSchema,
    );
    return oddsEntities(day.matches.find((m) => m.match.id === parsed.matchId)?.companies ?? []);
  }
  if (parsed.kind === 'odds') {
    const odds = await get(feedUrl, `/sc/api/football/odds?cursor=0&matchId=${id}`, oddsChangeSchema);
    return oddsEntities(odds.matches.flatMap((m) => m.companies));
  }
  if (sport === 'basketball') {
    const header = basketballHeaderEntities(
      await get(feedUrl, `/sc/api/basketball/header?matchId=${id}`, basketballHeaderSchema),
    );
    // Play-by-play (basketball-words.ts); a feed without it (answering 404) has none.
    const technic = await get(
      feedUrl,
      `/sc/api/basketball/technic?matchId=${id}&cursor=0`,
      basketballTechnicSchema.nullable(),
    );
    return { ...header, ...(wordEntities(technic?.words ?? []).get(parsed.matchId) ?? {}) };
  }
  const header = footballHeaderEntities(
    await get(feedUrl, `/sc/api/football/header?matchId=${id}`, footballHeaderSchema),
  );
  const words = await get(
    feedUrl,
    `/sc/api/football/liveWords?cursor=0&limit=5000&matchId=${id}`,
    liveWordsSchema,
  );
  return { ...header, ...(wordEntities(words.words).get(parsed.matchId) ?? {}) };
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns whether it succeeded. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}

/** The channels, over all clients, whose state differs from the feed's (empty when everyone converged). */
export async function divergent(feedUrl: string, clients: readonly LiveClient[]): Promise<string[]> {
  const wanted = new Map<string, ChannelState>();
  const wrong: string[] = [];
  for (const client of clients) {
    for (const channel of client.channels.keys()) {
      if (!wanted.has(channel)) wanted.set(channel, await expectedState(feedUrl, channel));
      if (!isDeepStrictEqual(client.state(channel), wanted.get(channel))) wrong.push(channel);
    }
  }
  return wrong;
}
