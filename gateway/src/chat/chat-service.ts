import {
  CHAT_MSG,
  type ChannelState,
  type ChatMessage,
  chatChannel,
  chatEntityKey,
  type Sport,
} from '@kuyi/shared';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { tryConsume } from '../auth/limiter.ts';
import type { Database } from '../db/open-database.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, notFound, tooMany } from '../errors.ts';
import type { IoServer } from '../plugin.ts';
import type { LiveStore } from '../store/live-store.ts';
import { type Tx, withTransaction } from '../wallet/ledger.ts';
import type { ChatRepo } from './chat-repo.ts';

/** Channels known to hold their database state in the current epoch; bounded so it never grows unchecked. */
const FILLED_MAX = 10_000;

/**
 * Posting, deleting and (re)building a chat channel. Every change writes the channel's whole state, read from
 * the database under the channel's lock, through the live store (atomic diff, seq, history — [P3]–[P5]) and
 * one room broadcast, so chat is replayed, resumed and fanned out across replicas like every other channel.
 */
export class ChatService {
  private readonly filled = new Set<string>();

  constructor(
    private readonly deps: {
      db: Database;
      repo: ChatRepo;
      store: LiveStore;
      io: IoServer;
      limiter: RateLimiterAbstract;
    },
  ) {}

  async send(user: UserRow, sport: Sport, matchId: string, content: string): Promise<ChatMessage> {
    if (!(await tryConsume(this.deps.limiter, String(user.id))).ok) throw tooMany(CHAT_MSG.tooFast);
    const channel = chatChannel(sport, matchId);
    const { id, state } = await withTransaction(this.deps.db, async (tx) => {
      await this.deps.repo.lock(tx, channel);
      const id = await this.deps.repo.insert(tx, { channel, userId: user.id, content });
      return { id, state: await this.publish(tx, channel) };
    });
    const message = state[chatEntityKey(id)];
    if (!message) throw new Error(`chat message ${id} missing from ${channel}`);
    return message;
  }

  /** Administrators only; the channel's next patch drops the message for every reader. */
  async remove(admin: UserRow, id: number): Promise<void> {
    if (!admin.isAdmin) throw forbidden(CHAT_MSG.adminOnly);
    const row = await this.deps.repo.byId(this.deps.db, id);
    if (!row || row.deletedAt) throw notFound(CHAT_MSG.messageMissing);
    await withTransaction(this.deps.db, async (tx) => {
      await this.deps.repo.lock(tx, row.channel);
      if (!(await this.deps.repo.markDeleted(tx, id, admin.id))) throw notFound(CHAT_MSG.messageMissing);
      await this.publish(tx, row.channel);
    });
  }

  /**
   * A channel the store has never written in this epoch (a new store, or Redis restarted without its data)
   * is rebuilt from the database; its subscribers get the messages as a patch after their empty snapshot.
   */
  async ensureFilled(channel: string): Promise<void> {
    const key = `${await this.deps.store.epoch()}|${channel}`;
    if (this.filled.has(key)) return;
    const caught = await this.deps.store.catchUp(channel);
    if (caught.seq === 0)
      await withTransaction(this.deps.db, async (tx) => {
        await this.deps.repo.lock(tx, channel);
        await this.publish(tx, channel);
      });
    if (this.filled.size >= FILLED_MAX) this.filled.clear();
    this.filled.add(key);
  }

  /** Under the channel's lock: the database's state becomes the channel's, and its patch goes out. */
  private async publish(tx: Tx, channel: string): Promise<Record<string, ChatMessage>> {
    const state = await this.deps.repo.state(tx, channel);
    const { patch } = await this.deps.store.apply({
      channel,
      records: state as unknown as ChannelState,
      mode: 'replace',
    });
    if (patch) this.deps.io.to(channel).emit('patch', patch);
    return state;
  }
}
