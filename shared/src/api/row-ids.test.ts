import { describe, expect, it } from 'vitest';
import { NEWS_MSG, newsCommentDeleteSchema, newsCommentSchema } from './news.ts';
import { REMINDER_MSG, reminderIdField, reminderReadSchema } from './reminders.ts';

const refused = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? null : r.error?.issues[0]?.message;
};

describe('row ids are decimal numbers, not whatever z.coerce makes of a value', () => {
  it('a news comment names its news by id: [71], true or 0x47 are no id (a comment was posted on them)', () => {
    for (const newsId of [[71], true, '0x47', '7.1e1', '', null])
      expect(refused(newsCommentSchema, { newsId, content: '好' })).toBe(NEWS_MSG.newsMissing);
    expect(newsCommentSchema.parse({ newsId: '71', content: '好' }).newsId).toBe(71);
    for (const id of [[4], '0x3', false])
      expect(refused(newsCommentDeleteSchema, { id })).toBe(NEWS_MSG.commentMissing);
  });

  it('a reminder subscription id: 0x1, " 1e0 " or true change nothing (one was cancelled on them)', () => {
    for (const id of ['0x1', ' 1e0 ', true, [1], '1.5', '-1'])
      expect(refused(reminderIdField, id)).toBe(REMINDER_MSG.badId);
    expect(reminderIdField.parse('12')).toBe(12);
    expect(refused(reminderReadSchema, { ids: [true] })).not.toBeNull();
  });
});
