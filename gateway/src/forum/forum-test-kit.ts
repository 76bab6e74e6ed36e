import { randomBytes } from 'node:crypto';
import type { ForumPostDetail, PostInsert } from '@kuyi/shared';
import { afterAll, beforeAll } from 'vitest';
import { type PluginGateway, startWithPlugins } from '../api/start-with-plugins.ts';
import { registerUser } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { type ForumPluginOptions, forumPlugin } from './forum-plugin.ts';

/** The smallest valid PNG (1×1): real image bytes for the upload's content check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type ForumGateway = PluginGateway;

/** A gateway with the API part and the forum on PGlite or a fresh PostgreSQL database. */
export function startForum(
  backend: 'PGlite' | 'PostgreSQL',
  opts: ForumPluginOptions = {},
): Promise<ForumGateway> {
  return startWithPlugins(backend, {
    dirPrefix: 'kuyi-forum-',
    plugins: (api) => [api, forumPlugin(api, opts)],
  });
}

/**
 * A forum gateway for one describe block: started before its tests (unless `skip`, a backend that is not here)
 * and stopped after them. `url()` and `db()` read it once it is up.
 */
export function useForum(
  backend: 'PGlite' | 'PostgreSQL',
  { skip, ...opts }: ForumPluginOptions & { skip?: boolean } = {},
) {
  let t: ForumGateway | undefined;
  beforeAll(async () => {
    if (skip) return;
    t = await startForum(backend, opts);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });
  return {
    url: () => t?.url ?? '',
    db: () => {
      if (!t) throw new Error('not started');
      return t.api.db();
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
