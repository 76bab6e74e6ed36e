import { setTimeout as sleep } from 'node:timers/promises';
import {
  dayListUrl,
  FULL_PARSE_EVERY,
  getEnvelope,
  headerUrl,
  matchIdsOf,
} from '../../runner/rest-journey.ts';

export interface RestLoad {
  done: Promise<void>;
  requests(): number;
  errors(): number;
  /** Failed calls by HTTP status ("0" = no answer within 15 s). */
  errorsByStatus(): Record<string, number>;
}

/**
 * Every client's page calls, once each, at a random moment inside the window: the day list, and the
 * header of one of the live matches. All through the gateway, which must answer most of them from cache.
 */
export async function startRestLoad(
  gateway: string,
  date: string,
  clients: number,
  windowMs: number,
): Promise<RestLoad> {
  const first = await getEnvelope(dayListUrl(gateway, date));
  const ids = matchIdsOf(first.body).slice(0, 20);
  let requests = 1;
  let errors = first.ok ? 0 : 1;
  const byStatus: Record<string, number> = {};
  const call = async (url: string) => {
    const result = await getEnvelope(url, { parse: requests % FULL_PARSE_EVERY === 0 });
    requests++;
    if (result.ok) return;
    errors++;
    byStatus[String(result.status)] = (byStatus[String(result.status)] ?? 0) + 1;
  };
  const journeys: Promise<void>[] = [];
  for (let i = 0; i < clients; i++) {
    const id = ids.length > 0 ? ids[i % ids.length] : undefined;
    journeys.push(
      sleep(Math.floor(Math.random() * windowMs * 0.9)).then(async () => {
        await call(dayListUrl(gateway, date));
        if (id) await call(headerUrl(gateway, id));
      }),
    );
  }
  return {
    done: Promise.all(journeys).then(() => undefined),
    requests: () => requests,
    errors: () => errors,
    errorsByStatus: () => ({ ...byStatus }),
  };
}
