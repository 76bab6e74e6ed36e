import { describe, expect, it } from 'vitest';
import {
  REMINDER_MSG,
  REMINDER_PAGE_MAX,
  reminderPageSchema,
  reminderSubscriptionSchema,
} from './reminders.ts';

const base = { targetKind: 'team', targetId: 'bh1', targetName: '湖人' };
const message = (input: unknown) => {
  const r = reminderSubscriptionSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('[AI9] subscription sport and kinds', () => {
  it('[AI9] sport defaults to football; an unknown sport is refused with its message', () => {
    const r = reminderSubscriptionSchema.parse({ ...base, kinds: ['goal'] });
    expect(r.sport).toBe('football');
    expect(message({ ...base, sport: 'tennis', kinds: ['goal'] })).toBe(REMINDER_MSG.badSport);
  });

  it('[AI9] basketball takes kickoff, quarter, half, full and odds; football takes no quarter', () => {
    expect(
      message({ ...base, sport: 'basketball', kinds: ['kickoff', 'quarter', 'half', 'full', 'odds'] }),
    ).toBeNull();
    expect(message({ ...base, sport: 'basketball', kinds: ['quarter', 'goal'] })).toBe(
      REMINDER_MSG.kindNotForSport,
    );
    expect(message({ ...base, sport: 'basketball', kinds: ['preview'] })).toBe(REMINDER_MSG.kindNotForSport);
    expect(message({ ...base, sport: 'football', kinds: ['quarter'] })).toBe(REMINDER_MSG.kindNotForSport);
  });
});

describe('[AI8] reminder history paging', () => {
  const pageMessage = (query: Record<string, string>) => {
    const r = reminderPageSchema.safeParse(query);
    return r.success ? null : r.error.issues.map((i) => i.message);
  };

  it('[AI8] a bad page size says so (每页条数), not 页码无效', () => {
    for (const limit of ['100', '0', '-1', '2.5', 'abc', String(REMINDER_PAGE_MAX + 1)])
      expect(pageMessage({ limit })).toEqual([REMINDER_MSG.badLimit]);
    expect(REMINDER_MSG.badLimit).not.toBe(REMINDER_MSG.badPage);
    expect(REMINDER_MSG.badLimit).toContain('每页条数');
  });

  it('[AI8] a bad page number still says 页码无效; good values pass', () => {
    expect(pageMessage({ page: '0' })).toEqual([REMINDER_MSG.badPage]);
    expect(pageMessage({ page: 'x', limit: '10' })).toEqual([REMINDER_MSG.badPage]);
    expect(reminderPageSchema.parse({ page: '2', limit: String(REMINDER_PAGE_MAX) })).toEqual({
      page: 2,
      limit: REMINDER_PAGE_MAX,
    });
  });
});
