import { describe, expect, it } from 'vitest';
import { FORUM_MSG, replyInsertSchema } from './forum.ts';
import { NEWS_MSG, newsCommentDeleteSchema, newsCommentSchema, newsScheduleSchema } from './news.ts';
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

describe('news publishAt and reply fields', () => {
  it('an impossible day (2026-02-30) is refused, not rolled over to March', () => {
    const base = { newsId: 1 };
    expect(refused(newsScheduleSchema, { ...base, publishAt: '2026-02-30' })).toBe(NEWS_MSG.badPublishAt);
    expect(refused(newsScheduleSchema, { ...base, publishAt: '2026-02-30T10:00:00+08:00' })).toBe(
      NEWS_MSG.badPublishAt,
    );
    const ok = newsScheduleSchema.safeParse({ ...base, publishAt: '2026-02-28T10:00:00+08:00' });
    expect(ok.success && ok.data.publishAt?.toISOString()).toBe('2026-02-28T02:00:00.000Z');
  });

  it('insertReply: userId is a decimal id (0x2 is none); specialAreaId is not read, so no value refuses a reply', () => {
    expect(refused(replyInsertSchema, { userId: '0x2', postId: 1, content: '好' })).toBe(
      FORUM_MSG.notYourself,
    );
    expect(replyInsertSchema.safeParse({ postId: 1, content: '好', specialAreaId: 'abc' }).success).toBe(
      true,
    );
  });
});
