import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatMessage, ChatSend } from '@kuyi/shared';
import { eq } from 'drizzle-orm';
import { type ApiPlugin, apiPlugin } from '../api/api-plugin.ts';
import { registerUser, TEST_API_OPTIONS } from '../api/test-backends.ts';
import { TestClient } from '../api/test-client.ts';
import { users } from '../db/schema.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { type RunningGateway, start } from '../server.ts';
import { type ChatPluginOptions, chatPlugin } from './chat-plugin.ts';

export interface ChatGateway {
  gw: RunningGateway;
  api: ApiPlugin;
  url: string;
  stop(): Promise<void>;
}

/**
 * A gateway with the live, API and chat parts. The feed address points nowhere: chat needs no feed, and the
 * poller only marks the scores stale. `dataDir`/`databaseUrl`/`redis` let tests restart on the same data
 * or run two replicas on one PostgreSQL and one Redis prefix.
 */
export async function startChat(
  opts: {
    dataDir?: string;
    databaseUrl?: string;
    redis?: { url: string; prefix: string };
    chat?: ChatPluginOptions;
  } = {},
): Promise<ChatGateway> {
  const ownDir = opts.dataDir ? null : await mkdtemp(path.join(tmpdir(), 'kuyi-chat-'));
  const dataDir = opts.dataDir ?? (ownDir as string);
  const prefix = opts.redis?.prefix ?? `kuyi_test_${randomBytes(4).toString('hex')}`;
  const api = apiPlugin({ env: {}, keyPrefix: prefix, ...TEST_API_OPTIONS });
  const live = livePlugin({ LIVE_KEY_PREFIX: prefix, FEED_TIMEOUT_MS: 200 });
  const gw = await start(
    {
      PORT: 0,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      REDIS_URL: opts.redis?.url,
      DATABASE_URL: opts.databaseUrl,
      FEED_URL: 'http://127.0.0.1:9',
      POLL_INTERVAL_MS: 5_000,
      CLIENT_DIST: '/nonexistent',
      NODE_ID: `${prefix}-${randomBytes(2).toString('hex')}`,
    },
    [live, api, chatPlugin(live, api, { env: {}, ...opts.chat })],
  );
  return {
    gw,
    api,
    url: gw.url,
    async stop() {
      await gw.stop();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}

/** A logged-in browser on `url`; its writes carry the site's own Origin as the page's fetches do. */
export async function chatter(url: string) {
  const c = new TestClient(url, { origin: url });
  const u = await registerUser(c);
  return { c, id: Number(u.user.id), userName: u.userName };
}

export async function makeAdmin(api: ApiPlugin, userId: number): Promise<void> {
  await api.db().update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

export const SEND = '/api/user/groupChat/sendMessage';
export const DELETE = '/api/user/groupChat/deleteMessage';
export const GEN_USER_SIG = '/api/user/groupChat/genUserSig';

export function say(c: TestClient, content: string, over: Partial<ChatSend> = {}) {
  return c.post<ChatMessage>(SEND, { matchId: 'f1', type: 'football', content, ...over });
}

/** The messages a client's view of a chat channel holds, oldest first. */
export function messagesOf(state: Record<string, unknown> | undefined): ChatMessage[] {
  return Object.values(state ?? {})
    .map((m) => m as ChatMessage)
    .sort((a, b) => a.id - b.id);
}
