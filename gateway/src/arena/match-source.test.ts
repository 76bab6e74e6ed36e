import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FootballMatch } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { footballRow } from '../live/testing/fake-rows.ts';
import { UpstreamContractError, UpstreamNotFoundError } from '../live/upstream-client.ts';
import type { CachedResponse } from '../proxy/response-cache.ts';
import { cachedDays, feedMatchSource } from './match-source.ts';

const dayBody = (matches: FootballMatch[], code = 200) =>
  JSON.stringify({ code, msg: '操作成功', data: { date: '2026-11-28', serverTime: 0, matches } });

/** A stand-in for the proxy's cache: answers each address with what the test put there, recording asks. */
function cache(answer: () => CachedResponse) {
  const asked: string[] = [];
  const readThrough = async (url: string) => {
    asked.push(url);
    return answer();
  };
  return { readThrough, asked };
}

const ok = (body: string): CachedResponse => ({ status: 200, type: 'application/json', body });

describe('cachedDays (pages read days through the /sc/api proxy’s cache)', () => {
  it('asks the address the site’s list asks, so both share one cache entry per day', async () => {
    const { readThrough, asked } = cache(() => ok(dayBody([footballRow(1, 0)])));
    const rows = await cachedDays(readThrough)('2026-11-28');
    expect(rows.map((m) => m.id)).toEqual(['f1']);
    expect(asked).toEqual(['/sc/api/football/scheduleByDate?date=2026-11-28&lang=0']);
  });

  it('validates an answer once: an equal body (Redis hands back a new string each read) gets the same rows, a new body new rows', async () => {
    let body = dayBody([footballRow(1, 0), footballRow(2, 0)]);
    // A fresh string each read, as the Redis cache gives.
    const { readThrough } = cache(() => ok(`${body} `.trimEnd()));
    const day = cachedDays(readThrough);
    const first = await day('2026-11-28');
    expect(await day('2026-11-28')).toBe(first);
    body = dayBody([footballRow(3, 0)]);
    const changed = await day('2026-11-28');
    expect(changed).not.toBe(first);
    expect(changed.map((m) => m.id)).toEqual(['f3']);
  });

  it('refuses what is not a day’s schedule (a 404, an envelope not 200, a body not JSON, rows off the contract) and keeps none of it', async () => {
    let answer: CachedResponse = { status: 404, type: 'application/json', body: dayBody([], 404) };
    const day = cachedDays(cache(() => answer).readThrough);
    await expect(day('2026-11-28')).rejects.toThrow(UpstreamNotFoundError);
    answer = ok(dayBody([], 500));
    await expect(day('2026-11-28')).rejects.toThrow(/bad envelope/);
    answer = ok('<html>');
    await expect(day('2026-11-28')).rejects.toThrow(/bad envelope/);
    answer = ok(dayBody([{ id: 'x' } as FootballMatch]));
    await expect(day('2026-11-28')).rejects.toThrow(UpstreamContractError);
    answer = ok(dayBody([footballRow(4, 0)]));
    expect((await day('2026-11-28')).map((m) => m.id)).toEqual(['f4']);
  });
});

describe('feedMatchSource.match (a match id a user typed, asked of the upstream)', () => {
  it('[AR2] an id the upstream refuses (400: the feed’s ids are numbers) or does not know (404) is no match; a 500 is an outage', async () => {
    const server = createServer((req, res) => {
      const id = new URL(req.url ?? '/', 'http://x').searchParams.get('matchId');
      if (id === 'down') {
        res.statusCode = 500;
        return res.end();
      }
      res.setHeader('content-type', 'application/json');
      const [code, msg] = id === 'abc' ? [400, '参数 matchId 格式错误，应为数字编号'] : [404, '比赛不存在'];
      res.end(JSON.stringify({ code, msg, data: null }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const source = feedMatchSource(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await expect(source.match('abc')).resolves.toBeNull();
      await expect(source.match('99999')).resolves.toBeNull();
      await expect(source.match('down')).rejects.toThrow(/answered 500/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
