import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FootballState,
  NEWS_MSG,
  type NewsAdminItem,
  type NewsChildType,
  type NewsComment,
  type NewsDetail,
  type NewsItem,
  type Page,
} from '@kuyi/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { person } from '../forum/forum-test-kit.ts';
import { PUBLIC_READ_TTL_MS } from '../http/public-read-cache.ts';
import { uploadDir } from '../upload/upload-store.ts';
import { NewsRepo } from './news-repo.ts';
import {
  adminPerson,
  feedRow,
  fixedSource,
  INSERT,
  type NewsGateway,
  publish,
  startNews,
} from './news-test-kit.ts';
import { ReportGenerator } from './report-generator.ts';
import { newsArticles, newsComments } from './schema.ts';

const EVIL = { origin: 'https://evil.example' };
const COMMENT = '/api/user/newsReply/insertComment';
const DELETE_COMMENT = '/api/user/newsReply/deleteComment';
const LIST = '/api/user/information/selectInformation';
const silent = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** [N1]–[N10] the news API on embedded PGlite and on PostgreSQL. */
describe.each(BACKENDS)('news API on $name', ({ name, skip }) => {
  let t: NewsGateway | undefined;
  // The gateway's clock: tests move it forward to reach a scheduled article's publish time.
  let offset = 0;
  beforeAll(async () => {
    if (skip) return;
    t = await startNews(name, {
      now: () => Date.now() + offset,
      commentRate: { points: 500, durationSec: 60 },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
  const url = () => t?.url ?? '';
  const kit = () => {
    if (!t) throw new Error('not started');
    return t;
  };
  const db = () => kit().api.db();
  const articleCount = async () => (await db().select({ n: count() }).from(newsArticles))[0]?.n ?? 0;
  const commentCount = async () => (await db().select({ n: count() }).from(newsComments))[0]?.n ?? 0;
  const tag = () => randomBytes(3).toString('hex');

  describe.skipIf(skip)('', () => {
    it('[N3] only admins publish: a user gets 403, a visitor 401, and nothing is stored', async () => {
      const u = await person(url());
      const before = await articleCount();
      const refused = await publish(u.c);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 403, msg: NEWS_MSG.adminOnly });
      const visitor = await new TestClient(url(), { origin: url() }).post(INSERT, { title: 'x' });
      expect(visitor.status).toBe(401);
      expect(visitor.body.msg).toBe('请先登录');
      expect(await articleCount()).toBe(before);
      const a = await adminPerson(kit());
      const made = await publish(a.c, { title: `管理员发布${tag()}` });
      expect(made.body).toMatchObject({ code: 200, msg: NEWS_MSG.publishOk });
      expect(made.body.data.writer).toMatchObject({ id: String(a.id), userName: a.userName });
      expect(await articleCount()).toBe(before + 1);
    });

    it('[N4] the cover must be our upload and read as an image by its content', async () => {
      const a = await adminPerson(kit());
      const before = await articleCount();
      // A file under our naming whose bytes are not an image.
      const fake = `${randomBytes(16).toString('hex')}.png`;
      await mkdir(uploadDir(kit().dataDir), { recursive: true });
      await writeFile(path.join(uploadDir(kit().dataDir), fake), '<html><script>alert(1)</script></html>');
      for (const cover of [
        `/api/user/upload/files/${fake}`,
        'https://evil.example/a.png',
        '../../etc/passwd',
      ]) {
        const res = await publish(a.c, {}, cover);
        expect(res.status).toBe(400);
        expect(res.body.msg).toBe(NEWS_MSG.badCover);
      }
      const missing = await a.c.post(INSERT, { title: '无封面', content: '<p>正文</p>', childType: 1 });
      expect(missing.body.msg).toBe(NEWS_MSG.coverRequired);
      expect(await articleCount()).toBe(before);
    });

    it('[N5] article HTML is sanitized before storage; bad fields answer in Chinese and store nothing', async () => {
      const a = await adminPerson(kit());
      const title = `<script>alert(1)</script>标题${tag()}`;
      const made = await publish(a.c, {
        title,
        content:
          '<p>正文<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a></p>',
      });
      expect(made.body.code).toBe(200);
      const [row] = await db().select().from(newsArticles).where(eq(newsArticles.id, made.body.data.id));
      expect(row?.content).toBe('<p>正文<a>链接</a></p>');
      expect(row?.title).toBe(title);
      const before = await articleCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, NEWS_MSG.titleRequired],
        [{ title: '长'.repeat(61) }, NEWS_MSG.titleTooLong],
        [{ content: '<script>alert(1)</script>' }, NEWS_MSG.contentRequired],
        [{ content: `<p>${'x'.repeat(15_000)}</p>` }, NEWS_MSG.contentTooLong],
        [{ childType: 999 }, NEWS_MSG.badType],
        [{ publishAt: '明天' }, NEWS_MSG.badPublishAt],
      ];
      for (const [over, msg] of cases) {
        const res = await publish(a.c, over as never);
        expect(res.status, msg).toBe(400);
        expect(res.body.msg).toBe(msg);
      }
      expect(await articleCount()).toBe(before);
    });

    it('[N1] lists filter by column, section, writer and 头条, newest first, page by page', async () => {
      const a = await adminPerson(kit());
      const tg = tag();
      await publish(a.c, { title: `西甲${tg}-1`, childType: 2 });
      await publish(a.c, { title: `西甲${tg}-2`, childType: 2, isTop: true });
      await publish(a.c, { title: `NBA${tg}`, childType: 20 });
      const c = new TestClient(url());
      const xiJia = await c.get<Page<NewsItem>>(`${LIST}?page=1&limit=1&childType=2&Writer=${a.userName}`);
      expect(xiJia.body.data.total).toBe(2);
      expect(xiJia.body.data.list.map((n) => n.title)).toEqual([`西甲${tg}-2`]);
      const second = await c.get<Page<NewsItem>>(`${LIST}?page=2&limit=1&childType=2&Writer=${a.userName}`);
      expect(second.body.data.list.map((n) => n.title)).toEqual([`西甲${tg}-1`]);
      const basketball = await c.get<Page<NewsItem>>(`${LIST}?parentType=2&Writer=${a.userName}`);
      expect(basketball.body.data.list.map((n) => n.title)).toEqual([`NBA${tg}`]);
      expect(basketball.body.data.list[0]).toMatchObject({
        childTypeName: 'NBA',
        parentType: 2,
        source: 'editor',
      });
      const top = await c.get<Page<NewsItem>>(`${LIST}?flag=1&Writer=${a.userName}`);
      expect(top.body.data.list.map((n) => n.title)).toEqual([`西甲${tg}-2`]);
      const zh = await c.get<Page<NewsItem>>(`${LIST}?lang=en&Writer=${a.userName}`);
      expect(zh.body.data.total).toBe(0);
      for (const [q, msg] of [
        ['page=0', NEWS_MSG.badPage],
        ['limit=51', NEWS_MSG.badPage],
        ['childType=999', NEWS_MSG.badType],
        ['parentType=7', NEWS_MSG.badType],
        ['flag=x', NEWS_MSG.badFilter],
      ] as const) {
        const res = await c.get(`${LIST}?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.msg).toBe(msg);
      }
      // Deleted articles are for admins only.
      expect((await c.get(`${LIST}?isDel=1`)).status).toBe(403);
      const types = await c.get<NewsChildType[]>('/api/user/newsType/getNewsChildType?type=0');
      expect(types.body.data.map((t) => t.name)).toContain('英超');
      const football = await c.get<NewsChildType[]>('/api/user/newsType/getNewsChildType?type=1');
      expect(football.body.data.every((t) => t.parentType === 1)).toBe(true);
    });

    it('[N1] paging with asOf stays on page 1’s snapshot: a report written between page reads repeats nothing, skips nothing', async () => {
      const a = await adminPerson(kit());
      const repo = new NewsRepo(db());
      const writer = `赛报${tag()}`;
      const clock = () => Date.now() + offset;
      const report = (title: string, publishAt: Date, source: 'report' | 'editor' = 'report') =>
        repo.insert({
          title,
          cover: '',
          content: `<p>${title}</p>`,
          summary: title,
          parentType: 1,
          childType: 1,
          authorId: null,
          writer,
          source,
          publishAt,
        });
      const t0 = clock() - 3_600_000;
      for (let i = 1; i <= 5; i++) await report(`r${i}`, new Date(t0 + i * 60_000));
      type Listed = Page<NewsItem> & { asOf: string };
      const read = async (q: string) => {
        const res = await a.c.get<Listed>(`${LIST}?limit=2&Writer=${encodeURIComponent(writer)}&${q}`);
        expect(res.status, q).toBe(200);
        return res.body.data;
      };
      const titles = (p: Listed) => p.list.map((n) => n.title);
      const first = await read('page=1');
      expect(titles(first)).toEqual(['r5', 'r4']);
      expect(first.total).toBe(5);
      expect(first.asOf).toMatch(/^\d+-\d+$/);
      // Written between the reads: a report dated now (tops the list) and one dated at an old match's end
      // (its publish time is earlier than every article above, its id is the newest).
      await report('x-newest', new Date(clock()));
      await report('y-dated-earlier', new Date(t0 - 60_000));
      // A scheduled article stays hidden even if an anchor claims a time after its publish time (an editor's:
      // a report is never scheduled, [N8]).
      await report('scheduled', new Date(clock() + 86_400_000), 'editor');
      const asOf = encodeURIComponent(first.asOf);
      const second = await read(`page=2&asOf=${asOf}`);
      const third = await read(`page=3&asOf=${asOf}`);
      expect(titles(second)).toEqual(['r3', 'r2']);
      expect(titles(third)).toEqual(['r1']);
      expect([second.total, third.total]).toEqual([5, 5]);
      expect(second.asOf).toBe(first.asOf);
      const seen = [...titles(first), ...titles(second), ...titles(third)];
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
      // Page 1 again with the anchor (上一页) is the same page; without one (a fresh visit) shows the new report.
      expect(titles(await read(`page=1&asOf=${asOf}`))).toEqual(['r5', 'r4']);
      const fresh = await read('page=1');
      expect(titles(fresh)).toEqual(['x-newest', 'r5']);
      expect(fresh.total).toBe(7);
      expect(fresh.asOf).not.toBe(first.asOf);
      // Without an anchor paging is by position as before: the new report pushes r4 onto page 2.
      expect(titles(await read('page=2'))).toEqual(['r4', 'r3']);
      const [idPart] = first.asOf.split('-');
      const future = await a.c.get<Listed>(
        `${LIST}?limit=10&Writer=${encodeURIComponent(writer)}&asOf=${idPart}999-${clock() + 3 * 86_400_000}`,
      );
      expect(titles(future.body.data)).toEqual(expect.arrayContaining(['x-newest', 'y-dated-earlier', 'r1']));
      expect(titles(future.body.data)).not.toContain('scheduled');
      for (const bad of ['abc', '12', '12-', '-5', '1.5-3', '12-x', `${'9'.repeat(12)}-1`]) {
        const res = await a.c.get(`${LIST}?page=2&asOf=${encodeURIComponent(bad)}`);
        expect(res.status, bad).toBe(400);
        expect(res.body.msg).toBe(NEWS_MSG.badAsOf);
      }
    });

    it("[N2] an article opens with its content and counts reads; update and delete are the admins'", async () => {
      const a = await adminPerson(kit());
      const made = await publish(a.c, { title: `详情${tag()}`, content: '<p>曼城<b>主场</b>不败</p>' });
      const id = made.body.data.id;
      const c = new TestClient(url());
      const one = await c.get<NewsDetail>(`/api/user/information/getInformationDetail?newsId=${id}`);
      expect(one.body.data).toMatchObject({
        content: '<p>曼城<b>主场</b>不败</p>',
        summary: '曼城主场不败',
        viewNum: 1,
      });
      const again = await c.get<NewsDetail>(`/api/user/information/getInformationDetail?newsId=${id}`);
      expect(again.body.data.viewNum).toBe(2);
      expect((await c.get('/api/user/information/getInformationDetail?newsId=abc')).body.msg).toBe(
        NEWS_MSG.newsMissing,
      );
      const missing = await c.get('/api/user/information/getInformationDetail?newsId=99999999');
      expect(missing.status).toBe(404);
      const u = await person(url());
      expect((await u.c.post('/api/user/information/admin/delete', { newsId: id })).status).toBe(403);
      const edited = await a.c.post<NewsDetail>('/api/user/information/admin/update', {
        newsId: id,
        title: '改过的标题',
        cover: made.body.data.cover,
        content: '<p>新内容<script>x()</script></p>',
        childType: 3,
      });
      expect(edited.body.data).toMatchObject({
        title: '改过的标题',
        content: '<p>新内容</p>',
        childTypeName: '意甲',
      });
      // An edit without a time keeps the article's place in the lists.
      expect(edited.body.data.publishAt).toBe(made.body.data.publishAt);
      const gone = await a.c.post('/api/user/information/admin/delete', { newsId: id });
      expect(gone.body.msg).toBe(NEWS_MSG.deleteOk);
      expect((await c.get(`/api/user/information/getInformationDetail?newsId=${id}`)).status).toBe(404);
      const deleted = await a.c.get<Page<NewsAdminItem>>(`${LIST}?isDel=1&limit=50`);
      expect(deleted.body.data.list.find((n) => n.id === id)).toMatchObject({ deleted: true });
    });

    it('[N6] a publish time no calendar holds (epoch ms past a date, year -200000) is 400 in Chinese and stores nothing', async () => {
      const a = await adminPerson(kit());
      const made = await publish(a.c, { title: `原稿${tag()}` });
      const before = await articleCount();
      for (const publishAt of [1e20, -8.64e15, '-200000-01-01T00:00:00Z']) {
        const insert = await publish(a.c, { publishAt: publishAt as never });
        expect(insert.body).toEqual({ code: 400, msg: NEWS_MSG.badPublishAt, data: null });
        const moved = await a.c.post('/api/user/information/admin/schedule', {
          newsId: made.body.data.id,
          publishAt,
        });
        expect(moved.body).toEqual({ code: 400, msg: NEWS_MSG.badPublishAt, data: null });
      }
      expect(await articleCount()).toBe(before);
      const detail = await a.c.get<NewsDetail>(
        `/api/user/information/admin/detail?newsId=${made.body.data.id}`,
      );
      expect(detail.body.data.publishAt).toBe(made.body.data.publishAt);
    });

    it('[N6] a scheduled article appears only from its publish time', async () => {
      const a = await adminPerson(kit());
      const title = `定时${tag()}`;
      const at = new Date(Date.now() + offset + 3_600_000).toISOString();
      const made = await publish(a.c, { title, publishAt: at });
      expect(made.body.msg).toBe(NEWS_MSG.scheduleOk);
      const id = made.body.data.id;
      const c = new TestClient(url());
      const visibleTitles = async () =>
        (await c.get<Page<NewsItem>>(`${LIST}?limit=50&Writer=${a.userName}`)).body.data.list.map(
          (n) => n.title,
        );
      expect(await visibleTitles()).not.toContain(title);
      expect((await c.get(`/api/user/information/getInformationDetail?newsId=${id}`)).status).toBe(404);
      expect((await a.c.post(COMMENT, { newsId: id, content: '抢先评论' })).status).toBe(404);
      const mine = await a.c.get<Page<NewsAdminItem>>('/api/user/information/admin/list?limit=50');
      expect(mine.body.data.list.find((n) => n.id === id)).toMatchObject({ scheduled: true });
      offset += 3_600_000 + 1_000;
      // Its time came with no write: an anonymous reader's one-second cache ([A4]) may still hold the list
      // read above, so the article shows within that second.
      await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 50));
      expect(await visibleTitles()).toContain(title);
      // Rescheduling pulls it back until the new time.
      const later = new Date(Date.now() + offset + 600_000).toISOString();
      const moved = await a.c.post('/api/user/information/admin/schedule', { newsId: id, publishAt: later });
      expect(moved.body.msg).toBe(NEWS_MSG.scheduleOk);
      expect(await visibleTitles()).not.toContain(title);
    });

    it('[N9] comments come 5 a page, oldest first, mark the writer (isLandlord) and stay plain text', async () => {
      const a = await adminPerson(kit());
      const made = await publish(a.c, { title: `评论${tag()}` });
      const newsId = made.body.data.id;
      const u = await person(url());
      for (let i = 1; i <= 6; i++) {
        const res = await u.c.post(COMMENT, { newsId, content: `第${i}条` });
        expect(res.body).toMatchObject({ code: 200, msg: NEWS_MSG.commentOk });
      }
      await a.c.post(COMMENT, { newsId, content: '作者回复' });
      await u.c.post(COMMENT, { newsId, content: '<script>alert(1)</script>' });
      const c = new TestClient(url());
      const first = await c.get<Page<NewsComment>>(`/api/user/newsReply/getComment?newsId=${newsId}&page=1`);
      expect(first.body.data.limit).toBe(5);
      expect(first.body.data.total).toBe(8);
      expect(first.body.data.list.map((x) => x.content)).toEqual([
        '第1条',
        '第2条',
        '第3条',
        '第4条',
        '第5条',
      ]);
      const second = await c.get<Page<NewsComment>>(
        `/api/user/newsReply/getComment?newsId=${newsId}&page=2&limit=5`,
      );
      expect(second.body.data.list.map((x) => [x.content, x.isLandlord])).toEqual([
        ['第6条', false],
        ['作者回复', true],
        ['<script>alert(1)</script>', false],
      ]);
      const landlord = await c.get<Page<NewsComment>>(
        `/api/user/newsReply/getComment?newsId=${newsId}&isLandlord=1`,
      );
      expect(landlord.body.data.list.map((x) => x.content)).toEqual(['作者回复']);
      // Never a commenter's phone (the exact numbers: a /1\d{10}/ scan also matches random upload names).
      const listed = JSON.stringify(first.body.data);
      for (const phone of [u.phone, a.phone]) expect(listed).not.toContain(phone);
      const detail = await c.get<NewsDetail>(`/api/user/information/getInformationDetail?newsId=${newsId}`);
      expect(detail.body.data.commentNum).toBe(8);
    });

    it('[N9] bad comments answer in Chinese and store nothing; a visitor must log in', async () => {
      const a = await adminPerson(kit());
      const newsId = (await publish(a.c)).body.data.id;
      const before = await commentCount();
      const cases: [Record<string, unknown>, number, string][] = [
        [{ newsId, content: '   ' }, 400, NEWS_MSG.commentRequired],
        [{ newsId, content: '长'.repeat(501) }, 400, NEWS_MSG.commentTooLong],
        [{ newsId: 'x', content: '好' }, 400, NEWS_MSG.newsMissing],
        [{ newsId: 99999999, content: '好' }, 404, NEWS_MSG.newsMissing],
      ];
      for (const [body, status, msg] of cases) {
        const res = await a.c.post(COMMENT, body);
        expect(res.status, msg).toBe(status);
        expect(res.body.msg).toBe(msg);
      }
      const visitor = await new TestClient(url(), { origin: url() }).post(COMMENT, { newsId, content: '好' });
      expect(visitor.status).toBe(401);
      expect(await commentCount()).toBe(before);
    });

    it('[N11] a comment’s author deletes it, an admin any; another user 403, a visitor 401, a foreign Origin 403; it leaves the list and the count, twice answers the same', async () => {
      const a = await adminPerson(kit());
      const newsId = (await publish(a.c, { title: `删评${tag()}` })).body.data.id;
      const u = await person(url());
      const other = await person(url());
      const write = async (c: TestClient, content: string) =>
        (await c.post<{ id: number }>(COMMENT, { newsId, content })).body.data.id;
      const mine = await write(u.c, '我的评论');
      const spam = await write(other.c, '加群领福利');
      await write(u.c, '留下的评论');
      const shown = async () =>
        (
          await new TestClient(url()).get<Page<NewsComment>>(
            `/api/user/newsReply/getComment?newsId=${newsId}`,
          )
        ).body.data;
      const commentNum = async () =>
        (
          await new TestClient(url()).get<NewsDetail>(
            `/api/user/information/getInformationDetail?newsId=${newsId}`,
          )
        ).body.data.commentNum;
      expect(await commentNum()).toBe(3);

      expect((await new TestClient(url(), { origin: url() }).post(DELETE_COMMENT, { id: mine })).status).toBe(
        401,
      );
      expect((await u.c.post(DELETE_COMMENT, { id: mine }, EVIL)).status).toBe(403);
      expect((await other.c.post(DELETE_COMMENT, { id: mine })).body).toEqual({
        code: 403,
        msg: NEWS_MSG.notYourComment,
        data: null,
      });
      expect((await u.c.post(DELETE_COMMENT, { id: 99_999_999 })).body.msg).toBe(NEWS_MSG.commentMissing);
      expect((await u.c.post(DELETE_COMMENT, { id: 'x' })).status).toBe(400);
      expect((await shown()).total).toBe(3);

      const gone = await u.c.post(DELETE_COMMENT, { id: mine });
      expect(gone.body).toEqual({ code: 200, msg: NEWS_MSG.deleteOk, data: { id: mine, deleted: true } });
      expect((await u.c.post(DELETE_COMMENT, { id: mine })).body).toEqual(gone.body);
      expect((await a.c.post(DELETE_COMMENT, { id: spam })).body.code).toBe(200);
      const page = await shown();
      expect(page.list.map((x) => x.content)).toEqual(['留下的评论']);
      expect(page.total).toBe(1);
      expect(await commentNum()).toBe(1);
      // The rows stay, marked deleted.
      const rows = await db().select().from(newsComments).where(eq(newsComments.newsId, newsId));
      expect(
        rows
          .filter((r) => r.deletedAt !== null)
          .map((r) => r.id)
          .sort(),
      ).toEqual([mine, spam].sort());
    });

    it('[N10] writes from a foreign Origin are refused (CSRF) and change nothing', async () => {
      const a = await adminPerson(kit());
      const newsId = (await publish(a.c)).body.data.id;
      const [articles, comments] = [await articleCount(), await commentCount()];
      const c = await a.c.post(COMMENT, { newsId, content: '跨站' }, EVIL);
      expect(c.status).toBe(403);
      const p = await a.c.post(
        INSERT,
        { title: '跨站发布', cover: 'x', content: '<p>x</p>', childType: 1 },
        EVIL,
      );
      expect(p.status).toBe(403);
      const d = await a.c.post('/api/user/information/admin/delete', { newsId }, EVIL);
      expect(d.status).toBe(403);
      expect([await articleCount(), await commentCount()]).toEqual([articles, comments]);
    });

    it('[N8] two generators racing write exactly one report per finished big-league match', async () => {
      const tg = tag();
      const rows = [
        feedRow(`${tg}a`),
        feedRow(`${tg}b`, {
          homeScore: 0,
          awayScore: 0,
          homeHalf: 0,
          awayHalf: 0,
          regular: { home: 0, away: 0 },
        }),
        feedRow(`${tg}live`, { state: FootballState.SecondHalf }),
        feedRow(`${tg}minor`, { leagueId: '999', leagueName: '某乙级联赛' }),
      ];
      const source = fixedSource(rows);
      const one = new ReportGenerator(new NewsRepo(db()), source, silent);
      const two = new ReportGenerator(new NewsRepo(db()), source, silent);
      const [w1, w2] = await Promise.all([one.tick(), two.tick()]);
      expect(w1.length + w2.length).toBe(2);
      expect([...(await one.tick()), ...(await two.tick())]).toEqual([]);
      const reports = await db().select().from(newsArticles).where(eq(newsArticles.source, 'report'));
      const mine = reports.filter((r) => r.matchId?.startsWith(tg));
      expect(mine.map((r) => r.matchId).sort()).toEqual([`${tg}a`, `${tg}b`]);
      const c = new TestClient(url());
      const list = await c.get<Page<NewsItem>>(`${LIST}?childType=1&Writer=酷易赛报&limit=50`);
      const report = list.body.data.list.find((n) => n.matchId === `${tg}a`);
      expect(report).toMatchObject({ title: '英超：曼城2-1力克阿森纳', source: 'report' });
      // Once written, a finished match is not read again.
      const reads = source.headerReads;
      await one.tick();
      expect(source.headerReads).toBe(reads);
    });

    it('[N8] a report is dated at its final whistle on the feed’s clock, but never after that whistle’s real moment: on a sped-up day a comment written now does not read before the report it answers', async () => {
      const tg = tag();
      // A day replayed at 60× runs ahead of the wall: the match ended at 21:40 on the feed's clock, ten feed
      // minutes (ten wall seconds) ago, while the wall is still the morning.
      const wall = Date.now();
      const feedNow = wall + 10 * 3_600_000;
      const whistle = feedNow - 10 * 60_000;
      const rows = [feedRow(`${tg}old`), feedRow(`${tg}quiet`), feedRow(`${tg}ahead`)];
      const source = fixedSource(rows, {
        feedNow,
        ends: { [`${tg}old`]: whistle, [`${tg}ahead`]: feedNow + 60_000 },
      });
      const clock = { now: () => wall, feedNow: () => feedNow, rate: () => 60 };
      const written = await new ReportGenerator(new NewsRepo(db()), source, silent, clock).tick();
      expect(written).toHaveLength(3);
      const reports = await db().select().from(newsArticles).where(eq(newsArticles.source, 'report'));
      const row = (id: string) => reports.find((r) => r.matchId === `${tg}${id}`);
      expect(row('old')?.publishAt.getTime()).toBe(wall - 10_000);
      // No commentary, or a whistle after the feed's own now: dated when written, never ahead of it.
      expect([row('quiet')?.publishAt.getTime(), row('ahead')?.publishAt.getTime()]).toEqual([wall, wall]);
      // A fan comments on the report: the comment, stamped when written, comes after the article's date.
      const id = row('old')?.id;
      const u = await person(url());
      expect((await u.c.post(COMMENT, { newsId: id, content: '赛报写得好' })).body.code).toBe(200);
      const c = new TestClient(url());
      const page = await c.get<NewsDetail>(`/api/user/information/getInformationDetail?newsId=${id}`);
      expect(page.body).toMatchObject({
        code: 200,
        data: { publishAt: new Date(wall - 10_000).toISOString() },
      });
      const said = await c.get<Page<NewsComment>>(`/api/user/newsReply/getComment?newsId=${id}&page=1`);
      const comment = said.body.data.list.find((x) => x.content === '赛报写得好');
      expect(Date.parse(comment?.createdAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(page.body.data.publishAt),
      );
      // Page 1 asked by number: another URL than the racing test's, whose answer [A4] keeps for a second.
      const list = await c.get<Page<NewsItem>>(`${LIST}?childType=1&Writer=酷易赛报&limit=50&page=1`);
      expect(list.body.data.list.find((n) => n.matchId === `${tg}old`)?.publishAt).toBe(
        new Date(wall - 10_000).toISOString(),
      );
      const a = await adminPerson(kit());
      const mine = await a.c.get<Page<NewsAdminItem>>('/api/user/information/admin/list?limit=50');
      expect(mine.body.data.list.find((n) => n.id === id)).toMatchObject({ scheduled: false });
    });

    it('[N8] a pass over the matches that just ended asks each one’s header, reads no day, and reports only the finished big-league ones', async () => {
      const tg = tag();
      const wall = Date.now();
      const feedNow = wall - 7 * 86_400_000;
      const whistle = feedNow - 10 * 60_000;
      const rows = [
        feedRow(`${tg}ended`),
        feedRow(`${tg}minor`, { leagueId: '999', leagueName: '某乙级联赛' }),
        feedRow(`${tg}cancelled`, { state: FootballState.Cancelled }),
        feedRow(`${tg}other`),
      ];
      const source = fixedSource(rows, { ends: { [`${tg}ended`]: whistle } });
      const clock = { now: () => wall, feedNow: () => feedNow, rate: () => 1 };
      const generator = new ReportGenerator(new NewsRepo(db()), source, silent, clock);
      const scope = new Set([`${tg}ended`, `${tg}minor`, `${tg}cancelled`, `${tg}unknown`]);
      expect(await generator.tick(scope)).toHaveLength(1);
      expect([source.dayReads, source.headerReads]).toEqual([0, 4]);
      const reports = await db().select().from(newsArticles).where(eq(newsArticles.source, 'report'));
      const mine = reports.filter((r) => r.matchId?.startsWith(tg));
      // Dated on the feed's clock as the live pipeline knows it: the whistle of a replayed past day.
      expect(mine.map((r) => [r.matchId, r.publishAt.getTime()])).toEqual([[`${tg}ended`, whistle]]);
      // Reported once: the same match again costs no header. The full pass (the net) finds the other one.
      await generator.tick(new Set([`${tg}ended`]));
      expect(source.headerReads).toBe(4);
      expect(await generator.tick()).toHaveLength(1);
      expect(source.dayReads).toBeGreaterThan(0);
    });

    it('[N8] a replayed past day keeps its reports on the feed’s clock: the whistle’s date, which the report’s 北京时间 line names', async () => {
      const tg = tag();
      // Last week's day replayed in real time: the feed's clock is seven days behind the wall.
      const wall = Date.now();
      const feedNow = wall - 7 * 86_400_000;
      const whistle = feedNow - 10 * 60_000;
      const source = fixedSource([feedRow(`${tg}past`)], { feedNow, ends: { [`${tg}past`]: whistle } });
      const clock = { now: () => wall, feedNow: () => feedNow, rate: () => 1 };
      expect(await new ReportGenerator(new NewsRepo(db()), source, silent, clock).tick()).toHaveLength(1);
      const [r] = await db()
        .select()
        .from(newsArticles)
        .where(eq(newsArticles.matchId, `${tg}past`));
      expect(r?.publishAt.getTime()).toBe(whistle);
    });
  });
});
