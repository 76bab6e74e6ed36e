import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AsianLine,
  BasketballMatch,
  CompanyOdds,
  FootballEvent,
  FootballMatch,
  LiveWord,
  Sport,
} from '@kuyi/shared';
import { basketballRow, footballRow } from './fake-rows.ts';

/**
 * A small upstream for tests: a handful of football and basketball matches that `step()` mutates at random
 * (seeded), served with the [F1]–[F6] envelope contract. Tests drive it directly and can take it down.
 */
export interface FakeFeed {
  url: string;
  step(times?: number): void;
  setDown(down: boolean): void;
  /** Reports a match the test changed by hand (its row in `football`/`basketball`) in the next `change`. */
  touch(sport: Sport, id: string): void;
  /**
   * Adds a play-by-play line (文字直播, served by `technic`) to a basketball match without moving its row, as
   * a miss, a rebound or a turnover does. Returns the line.
   */
  basketballPlay(matchId: string): LiveWord;
  /** Requests served per path and query, for cache tests. */
  hits: Map<string, number>;
  football: FootballMatch[];
  basketball: BasketballMatch[];
  close(): Promise<void>;
}

/** A company quoting only 亚盘 (its line opened where it stands): enough to see odds channels move. */
function asianOnly(companyId: string, line: AsianLine, updatedAt: number): CompanyOdds {
  const pair = { open: null, live: null };
  return {
    companyId,
    companyName: `公司${companyId}`,
    ya: { open: line, live: line },
    da: pair,
    ou: pair,
    halfYa: pair,
    halfDa: pair,
    halfOu: pair,
    updatedAt,
  };
}

export async function startFakeFeed(options: { seed?: number; matches?: number } = {}): Promise<FakeFeed> {
  let seed = options.seed ?? 7;
  const rand = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const count = options.matches ?? 4;
  const day = Date.UTC(2026, 10, 22, 4);
  const football = Array.from({ length: count }, (_, i) => footballRow(i + 1, day));
  const basketball = Array.from({ length: count }, (_, i) => basketballRow(i + 1, day));
  const changedAt = new Map<string, number>();
  const events = new Map<string, FootballEvent[]>(football.map((m) => [m.id, []]));
  const words: LiveWord[] = [];
  const plays = new Map<string, LiveWord[]>();
  const companies = new Map<string, CompanyOdds[]>();
  const basketballOdds = new Map<string, CompanyOdds[]>();
  const oddsAt = new Map<string, number>();
  const version: Record<Sport, number> = { football: 1, basketball: 1 };
  let oddsVersion = 1;
  let down = false;
  const hits = new Map<string, number>();
  for (const m of [...football, ...basketball]) changedAt.set(m.id, 1);

  const touch = (sport: Sport, id: string) => {
    version[sport] += 1;
    changedAt.set(id, version[sport]);
  };
  const step = () => {
    const roll = rand();
    if (roll < 0.35) {
      const m = pick(football);
      if (rand() < 0.5) m.homeCorner += 1;
      else m.homeScore += 1;
      if (m.odds.ya) m.odds.ya.line = Math.round(rand() * 8) / 4;
      touch('football', m.id);
      const list = events.get(m.id)!;
      list.push({
        id: `${m.id}-e${list.length + 1}`,
        kind: 'corner',
        side: 'home',
        minute: list.length + 1,
        addedTime: null,
        player: null,
        relatedPlayer: null,
        score: null,
        generated: true,
      });
    } else if (roll < 0.6) {
      const m = pick(basketball);
      m.homeScore += Math.ceil(rand() * 3);
      m.homeQuarters[0] = m.homeScore;
      m.clockSeconds = Math.max(0, m.clockSeconds - 10);
      // As in play: the spread follows the score, so a scoring row comes with moved odds.
      const cid = String(Math.ceil(rand() * 2));
      const spread = { line: -Math.round(rand() * 20) / 2, home: 0.88, away: 0.92 };
      const company = asianOnly(cid, spread, day + version.basketball);
      const list = basketballOdds.get(m.id) ?? [];
      basketballOdds.set(m.id, [...list.filter((c) => c.companyId !== cid), company]);
      touch('basketball', m.id);
    } else if (roll < 0.8) {
      const m = pick(football);
      const id = words.length + 1;
      words.push({
        id,
        matchId: m.id,
        time: `${id}'`,
        text: `第${id}条文字直播`,
        kind: null,
        side: null,
        at: day + id,
      });
    } else {
      const m = pick(football);
      const list = companies.get(m.id) ?? [];
      const cid = String(Math.ceil(rand() * 3));
      const line = { line: Math.round(rand() * 8) / 4, home: 0.9, away: 0.96 };
      const company = asianOnly(cid, line, day + oddsVersion);
      companies.set(m.id, [...list.filter((c) => c.companyId !== cid), company]);
      oddsVersion += 1;
      oddsAt.set(`${m.id}/${cid}`, oddsVersion);
    }
  };

  const answer = (path: string, q: URLSearchParams): unknown => {
    const [, , , sport, call] = path.split('/');
    const rows = sport === 'football' ? football : basketball;
    const v = Number(q.get('version') ?? 0);
    const matchId = q.get('matchId');
    const serverTime = day + version.football;
    if (call === 'scheduleByDate') return { date: '2026-11-22', serverTime, matches: rows };
    if (call === 'change') {
      const current = version[sport as Sport];
      const recent = rows.filter((m) => (changedAt.get(m.id) ?? 0) > Math.max(v, current - 5));
      return { version: current, serverTime, matches: v === current ? [] : recent };
    }
    if (call === 'liveWords') {
      const after = words.filter(
        (w) => w.id > Number(q.get('cursor') ?? 0) && (!matchId || w.matchId === matchId),
      );
      return { cursor: after.at(-1)?.id ?? Number(q.get('cursor') ?? 0), words: after };
    }
    if (call === 'technic' && sport === 'basketball') {
      if (!basketball.some((m) => m.id === matchId)) return null;
      const cursor = Number(q.get('cursor') ?? 0);
      const after = (plays.get(matchId ?? '') ?? []).filter((w) => w.id > cursor);
      return { matchId, cursor: after.at(-1)?.id ?? cursor, words: after };
    }
    if (call === 'odds') {
      const cursor = Number(q.get('cursor') ?? 0);
      const matches = [...companies]
        .filter(([id]) => !matchId || id === matchId)
        .map(([id, list]) => ({
          matchId: id,
          companies: matchId ? list : list.filter((c) => (oddsAt.get(`${id}/${c.companyId}`) ?? 0) > cursor),
        }));
      return { cursor: oddsVersion, matches: matches.filter((m) => m.companies.length > 0) };
    }
    if (call === 'scheduleAddOdds' && sport === 'basketball')
      return {
        serverTime,
        matches: basketball.map((match) => ({ match, companies: basketballOdds.get(match.id) ?? [] })),
      };
    if (call === 'header') {
      const match = rows.find((m) => m.id === matchId);
      if (!match) return null;
      if (sport === 'basketball')
        return { match, tech: { points: { home: match.homeScore, away: match.awayScore } }, players: [] };
      return {
        match,
        events: events.get(match.id) ?? [],
        tech: { corners: { home: (match as FootballMatch).homeCorner, away: 0 } },
        lineups: null,
        venue: '老特拉福德',
        referee: '裁判',
        weather: '晴',
      };
    }
    return undefined;
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.set(`${url.pathname}${url.search}`, (hits.get(`${url.pathname}${url.search}`) ?? 0) + 1);
    if (down) {
      res.writeHead(503).end();
      return;
    }
    if (url.pathname === '/healthz') return void res.writeHead(200).end('{"status":"ok"}');
    const data = url.pathname.startsWith('/sc/api/') ? answer(url.pathname, url.searchParams) : undefined;
    const status = data === undefined || data === null ? 404 : 200;
    const body =
      status === 200 ? { code: 200, msg: '操作成功', data } : { code: 404, msg: '接口不存在', data: null };
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    step: (times = 1) => {
      for (let i = 0; i < times; i++) step();
    },
    setDown: (value) => {
      down = value;
    },
    touch,
    basketballPlay: (matchId) => {
      const list = plays.get(matchId) ?? [];
      // Numbered per match from 1, as the feed numbers a game's plays (the cursor is the last one read).
      const id = list.length + 1;
      const line: LiveWord = {
        id,
        matchId,
        time: `第1节 ${12 - id}:00`,
        text: `第${id}条文字直播：投篮不中`,
        kind: null,
        side: 'home',
        at: day + id,
      };
      plays.set(matchId, [...list, line]);
      return line;
    },
    hits,
    football,
    basketball,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
