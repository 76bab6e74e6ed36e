import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { type UserRow, users } from '../db/schema.ts';

export type NewUser = Pick<UserRow, 'phone' | 'userName' | 'passwordHash' | 'invitationCode'>;
export type UserPatch = Partial<
  Pick<UserRow, 'userName' | 'headImage' | 'signature' | 'sex' | 'passwordHash' | 'phone'> &
    Pick<UserRow, 'realName' | 'cardNoMasked' | 'cardNoHash' | 'cancelledAt'>
>;

/**
 * Which unique column a write collided with, when it did (PostgreSQL 23505). `users_user_name_lower_unique`
 * (migration 0011, names unique without regard to case) counts as the user name.
 */
export function uniqueViolation(err: unknown): 'phone' | 'userName' | 'cardNo' | null {
  const e =
    (err as { cause?: { code?: string; constraint?: string } })?.cause ??
    (err as { code?: string; constraint?: string });
  if (e?.code !== '23505') return null;
  if (e.constraint?.includes('phone')) return 'phone';
  if (e.constraint?.includes('user_name')) return 'userName';
  if (e.constraint?.includes('card_no')) return 'cardNo';
  return null;
}

/** The users table as the account calls need it. */
export class UserRepo {
  constructor(private readonly db: Database) {}

  async byId(id: number): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async byPhone(phone: string): Promise<UserRow | null> {
    const rows = await this.db.select().from(users).where(eq(users.phone, phone)).limit(1);
    return rows[0] ?? null;
  }

  /** User names compare case-insensitively so 'Kuyi' cannot impersonate 'kuyi'. */
  async byUserName(userName: string): Promise<UserRow | null> {
    const rows = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`)
      .limit(1);
    return rows[0] ?? null;
  }

  async insert(user: NewUser): Promise<UserRow> {
    const rows = await this.db.insert(users).values(user).returning();
    return rows[0]!;
  }

  async update(id: number, patch: UserPatch): Promise<UserRow> {
    const rows = await this.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return rows[0]!;
  }
}
