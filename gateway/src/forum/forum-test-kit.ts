import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ForumPostDetail, PostInsert } from '@kuyi/shared';
import { type ApiPlugin, apiPlugin } from '../api/api-plugin.ts';
import { registerUser, TEST_API_OPTIONS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { createTestPostgres } from '../db/test-databases.ts';
import { type RunningGateway, start } from '../server.ts';
import { type ForumPluginOptions, forumPlugin } from './forum-plugin.ts';

/** The smallest valid PNG (1×1): real image bytes for the upload's content check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface ForumGateway {
  gw: RunningGateway;
  api: ApiPlugin;
  url: string;
  stop(): Promise<void>;
}

/** A gateway with the API part and the forum on PGlite or a fresh PostgreSQL database. */
export async function startForum(
  backend: 'PGlite' | 'PostgreSQL',
  opts: ForumPluginOptions = {},
): Promise<ForumGateway> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kuyi-forum-'));
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (backend === 'PostgreSQL') {
    const db = await createTestPostgres();
    if ('unreachable' in db) throw new Error(db.unreachable);
    databaseUrl = db.url;
    drop = db.drop;
  }
  const api = apiPlugin({
    env: {},
    keyPrefix: `kuyi_test_${randomBytes(4).toString('hex')}`,
    ...TEST_API_OPTIONS,
  });
  const gw = await start(
    { PORT: 0, LOG_LEVEL: 'silent', DATA_DIR: dataDir, REDIS_URL: undefined, DATABASE_URL: databaseUrl },
    [api, forumPlugin(api, opts)],
  );
  return {
    gw,
    api,
    url: gw.url,
    async stop() {
      await gw.stop();
      await drop?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A logged-in browser; its writes carry the site's own Origin as the page's fetches do. */
export async function person(url: string) {
  const c = new TestClient(url, { origin: url });
  const u = await registerUser(c);
  return { c, id: Number(u.user.id), userName: u.userName, phone: u.phone };
}

export async function uploadPng(c: TestClient): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  const res = await c.upload<{ fileSrc: string }[]>('/api/user/upload/forum/posts/multiUpload', form);
  const src = res.body.data?.[0]?.fileSrc;
  if (!src) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return src;
}

export const INSERT = '/api/user/posts/insert';
export const REPLY = '/api/user/reply/insertReply';

export function writePost(c: TestClient, post: Partial<PostInsert>, headers: Record<string, string> = {}) {
  return c.post<ForumPostDetail>(
    INSERT,
    {
      title: '曼城主场能否拿下',
      content: '<p>赛前分析</p>',
      parentId: 2,
      imageList: [],
      isMoneyReward: '',
      ...post,
    },
    headers,
  );
}

export const unique = () => randomBytes(4).toString('hex');
