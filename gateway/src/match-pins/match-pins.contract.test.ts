import {
  MATCH_PIN_KEEP_MS,
  MATCH_PIN_MAX,
  MATCH_PIN_MERGE_MAX,
  MATCH_PIN_MSG,
  type MatchPin,
  type MatchPinList,
} from '@kuyi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { BACKENDS, registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { matchPinPlugin } from './match-pin-plugin.ts';

const BASE = '/api/user/matchPin';
const DAY = 24 * 60 * 60 * 1000;

/** [PIN1]–[PIN6] run on embedded PGlite and on PostgreSQL (a fresh `kuyi_test_*` database). */
describe.each(BACKENDS)('match pins API on $name', ({ name, skip }) => {
  let gw: PluginGateway | undefined;
  // The gateway's clock for [PIN5]; tests move it forward.
  let now = Date.parse('2026-11-20T12:00:00Z');

  beforeAll(async () => {
    if (skip) return;
    gw = await startWithPlugins(name, {
      dirPrefix: 'kuyi-pins-',
      plugins: (api) => [
        api,
        matchPinPlugin(api, { writeRule: { points: 1000, durationSec: 60 }, now: () => now }),
      ],
    });
  });
  afterAll(async () => {
    await gw?.stop();
  });

  const url = () => gw?.url ?? '';
  const sameSite = () => ({ origin: url() });
  async function fan() {
    const c = new TestClient(url());
    await registerUser(c);
    return c;
  }
  const list = (c: TestClient) => c.get<MatchPinList>(`${BASE}/list`);
  const add = (c: TestClient, pin: unknown, headers = sameSite()) =>
    c.post<MatchPinList>(`${BASE}/add`, pin, headers);
  const remove = (c: TestClient, ref: unknown) => c.post<MatchPinList>(`${BASE}/remove`, ref, sameSite());
  const replace = (c: TestClient, pins: unknown) =>
    c.send<MatchPinList>('PUT', `${BASE}/list`, JSON.stringify({ pins }), {
      'content-type': 'application/json',
      ...sameSite(),
    });
  const merge = (c: TestClient, pins: unknown) => c.post<MatchPinList>(`${BASE}/merge`, { pins }, sameSite());
  const pin = (
    matchId: string,
    sport: MatchPin['sport'] = 'football',
    kickoff: number | null = now,
  ): MatchPin => ({
    sport,
    matchId,
    kickoff,
  });
  const ids = (l: MatchPin[]) => l.map((p) => `${p.sport}:${p.matchId}`);

  describe.skipIf(skip)('', () => {
    it('[PIN1] a pin made with one login shows with another login of the same account, in pin order', async () => {
      const phoneA = new TestClient(url());
      const u = await registerUser(phoneA);
      expect((await add(phoneA, pin('2801'))).body).toMatchObject({ code: 200, msg: MATCH_PIN_MSG.pinOk });
      await add(phoneA, pin('77', 'basketball'));
      await add(phoneA, pin('2799'));

      const laptop = new TestClient(url());
      const login = await laptop.post('/api/user/user/login', {
        phoneOrUserName: u.phone,
        password: u.password,
      });
      expect(login.status).toBe(200);
      const got = await list(laptop);
      expect(got.body).toMatchObject({ code: 200, msg: MATCH_PIN_MSG.query, data: { max: MATCH_PIN_MAX } });
      expect(got.body.data.list).toEqual([pin('2801'), pin('77', 'basketball'), pin('2799')]);
    });

    it('[PIN2] add twice keeps one pin in its place; remove drops it; replace sets the list in its order', async () => {
      const c = await fan();
      await add(c, pin('1'));
      await add(c, pin('2'));
      const again = await add(c, { sport: 'football', matchId: 1 });
      expect(ids(again.body.data.list)).toEqual(['football:1', 'football:2']);
      // The same id in the other sport is another match (the score centre numbers each sport apart).
      await add(c, pin('1', 'basketball'));
      const off = await remove(c, { sport: 'football', matchId: '1' });
      expect(off.body).toMatchObject({ code: 200, msg: MATCH_PIN_MSG.unpinOk });
      expect(ids(off.body.data.list)).toEqual(['football:2', 'basketball:1']);
      expect((await remove(c, { sport: 'football', matchId: '404' })).status).toBe(200);

      const set = await replace(c, [pin('9'), pin('8'), pin('9'), pin('7', 'basketball')]);
      expect(set.body).toMatchObject({ code: 200, msg: MATCH_PIN_MSG.saveOk });
      expect(ids(set.body.data.list)).toEqual(['football:9', 'football:8', 'basketball:7']);
      expect(ids((await replace(c, [])).body.data.list)).toEqual([]);
    });

    it('[PIN3] merge adds the browser pins after the account ones, skipping those already there', async () => {
      const c = await fan();
      await add(c, pin('10'));
      await add(c, pin('11'));
      const merged = await merge(c, [pin('12'), pin('10'), pin('13', 'basketball'), pin('12')]);
      expect(ids(merged.body.data.list)).toEqual([
        'football:10',
        'football:11',
        'football:12',
        'basketball:13',
      ]);
    });

    it('[PIN3] bad sport, match id, kickoff or list answers 400 in Chinese and stores nothing', async () => {
      const c = await fan();
      await add(c, pin('5'));
      const cases: [unknown, string][] = [
        [{ sport: 'tennis', matchId: '1' }, MATCH_PIN_MSG.badSport],
        [{ sport: 'football', matchId: '../1' }, MATCH_PIN_MSG.badMatchId],
        [{ sport: 'football', matchId: '' }, MATCH_PIN_MSG.badMatchId],
        [{ sport: 'football', matchId: 'x'.repeat(41) }, MATCH_PIN_MSG.badMatchId],
        [{ sport: 'football', matchId: '1', kickoff: 'tomorrow' }, MATCH_PIN_MSG.badKickoff],
        [{ sport: 'football', matchId: '1', kickoff: -5 }, MATCH_PIN_MSG.badKickoff],
      ];
      for (const [body, msg] of cases) {
        expect((await add(c, body)).body, JSON.stringify(body)).toEqual({ code: 400, msg, data: null });
      }
      expect((await replace(c, 'all')).body).toMatchObject({ code: 400, msg: MATCH_PIN_MSG.badPins });
      expect((await replace(c, [{ sport: 'golf', matchId: '1' }])).body).toMatchObject({
        code: 400,
        msg: MATCH_PIN_MSG.badSport,
      });
      expect(ids((await list(c)).body.data.list)).toEqual(['football:5']);
    });

    it(`[PIN4] at most ${MATCH_PIN_MAX} pins: the next add and a longer list are refused with a clear message`, async () => {
      const c = await fan();
      const full = Array.from({ length: MATCH_PIN_MAX }, (_, i) => pin(String(1000 + i)));
      expect((await replace(c, full)).body.data.list).toHaveLength(MATCH_PIN_MAX);
      const over = await add(c, pin('9999'));
      expect(over.body).toEqual({ code: 400, msg: MATCH_PIN_MSG.tooMany, data: null });
      expect(MATCH_PIN_MSG.tooMany).toBe('置顶比赛最多200场，请先取消一些');
      expect((await replace(c, [...full, pin('9999')])).body).toMatchObject({
        code: 400,
        msg: MATCH_PIN_MSG.tooMany,
      });
      // Pinning one already there is no new pin; a merge fills up to the cap and drops the rest.
      expect((await add(c, pin('1000'))).status).toBe(200);
      expect((await merge(c, [pin('9999')])).body.data.list).toHaveLength(MATCH_PIN_MAX);
      expect(ids((await list(c)).body.data.list)).not.toContain('football:9999');
      // A browser holding more than the cap (an old list of bare ids becomes two pins each) still merges at login.
      const other = await fan();
      const many = Array.from({ length: MATCH_PIN_MAX + 50 }, (_, i) => pin(String(3000 + i)));
      const merged = await merge(other, many);
      expect(merged.body.code).toBe(200);
      expect(ids(merged.body.data.list)).toEqual(ids(many.slice(0, MATCH_PIN_MAX)));
      expect(
        (
          await merge(
            other,
            Array.from({ length: MATCH_PIN_MERGE_MAX + 1 }, (_, i) => pin(String(i))),
          )
        ).body,
      ).toMatchObject({ code: 400, msg: MATCH_PIN_MSG.badPins });
    });

    it(`[PIN4] concurrent adds and merges near the cap stop at exactly ${MATCH_PIN_MAX}`, async () => {
      const c = await fan();
      const near = Array.from({ length: MATCH_PIN_MAX - 5 }, (_, i) => pin(String(2000 + i)));
      await replace(c, near);
      const adds = Array.from({ length: 12 }, (_, i) => add(c, pin(String(5000 + i))));
      const merges = Array.from({ length: 4 }, (_, i) =>
        merge(c, [pin(String(6000 + i)), pin(String(6100 + i))]),
      );
      const answers = await Promise.all([...adds, ...merges]);
      expect(answers.every((a) => a.status === 200 || a.body.msg === MATCH_PIN_MSG.tooMany)).toBe(true);
      expect((await list(c)).body.data.list).toHaveLength(MATCH_PIN_MAX);
    });

    it('[PIN5] pins of matches that kicked off more than 3 days ago (undated: pinned) are dropped', async () => {
      const c = await fan();
      await replace(c, [
        pin('old', 'football', now - MATCH_PIN_KEEP_MS - 1),
        pin('today'),
        pin('undated', 'football', null),
      ]);
      expect(ids((await list(c)).body.data.list)).toEqual(['football:today', 'football:undated']);
      const start = now;
      try {
        now = start + 2 * DAY;
        expect(ids((await list(c)).body.data.list)).toEqual(['football:today', 'football:undated']);
        now = start + 4 * DAY;
        expect(ids((await list(c)).body.data.list)).toEqual([]);
      } finally {
        now = start;
      }
    });

    it('[PIN6] visitors get 401 请先登录; each fan sees and changes only their own pins', async () => {
      const visitor = new TestClient(url());
      expect((await list(visitor)).body).toEqual({ code: 401, msg: '请先登录', data: null });
      expect((await add(visitor, pin('1'))).body).toEqual({ code: 401, msg: '请先登录', data: null });
      const a = await fan();
      const b = await fan();
      await add(a, pin('500'));
      await replace(b, [pin('600')]);
      await remove(b, { sport: 'football', matchId: '500' });
      expect(ids((await list(a)).body.data.list)).toEqual(['football:500']);
      expect(ids((await list(b)).body.data.list)).toEqual(['football:600']);
    });

    it('[PIN6] CSRF: a write from a foreign site is refused with 403 and stores nothing', async () => {
      const c = await fan();
      const foreign = await add(c, pin('42'), { origin: 'https://evil.example' });
      expect(foreign.body).toEqual({ code: 403, msg: AUTH_MSG.foreignOrigin, data: null });
      const put = await c.send('PUT', `${BASE}/list`, JSON.stringify({ pins: [] }), {
        'content-type': 'application/json',
        origin: 'https://evil.example',
      });
      expect(put.status).toBe(403);
      expect(ids((await list(c)).body.data.list)).toEqual([]);
    });
  });
});
