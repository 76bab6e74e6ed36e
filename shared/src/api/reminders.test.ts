import { describe, expect, it } from 'vitest';
import { REMINDER_MSG, reminderSubscriptionSchema } from './reminders.ts';

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
