import type { Envelope } from '@kuyi/shared';

export interface RestResult {
  ok: boolean;
  /** HTTP status, or 0 when no answer came (timeout, refused). */
  status: number;
  ms: number;
  body: Envelope<unknown> | null;
}

/** One REST call through the gateway; ok means HTTP 200 and envelope code 200 ([A1]). */
export async function getEnvelope(url: string): Promise<RestResult> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const body = (await res.json()) as Envelope<unknown>;
    return {
      ok: res.status === 200 && body.code === 200,
      status: res.status,
      ms: performance.now() - started,
      body,
    };
  } catch {
    return { ok: false, status: 0, ms: performance.now() - started, body: null };
  }
}

export const dayListUrl = (gateway: string, date: string): string =>
  `${gateway}/sc/api/football/scheduleByDate?date=${date}&lang=0`;

export const headerUrl = (gateway: string, matchId: string): string =>
  `${gateway}/sc/api/football/header?matchId=${encodeURIComponent(matchId)}`;

/** Live matches first (states 1–5, [D3]): they draw the traffic on a match day. */
export function matchIdsOf(body: Envelope<unknown> | null): string[] {
  const data = body?.data as { matches?: { id: string; state: number }[] } | null | undefined;
  const matches = Array.isArray(data?.matches) ? data.matches : [];
  const live = (state: number) => state >= 1 && state <= 5;
  return [...matches.filter((m) => live(m.state)), ...matches.filter((m) => !live(m.state))].map((m) => m.id);
}
