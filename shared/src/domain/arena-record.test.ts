import { describe, expect, it } from 'vitest';
import { ACE_HINT, isAceRecord, recentRecordText, recordText } from './arena-record.ts';

describe('[AR5] a record reads N中M over the picks not 走, with the 走 beside it', () => {
  it('formats a month and a recent record alike', () => {
    expect(recordText({ decided: 9, hits: 7, pushes: 1 })).toBe('9中7 1走');
    expect(recentRecordText({ decided: 10, hits: 7, pushes: 0 })).toBe('近10中7');
    expect(recentRecordText({ decided: 0, hits: 0, pushes: 1 })).toBe('近0中0 1走');
  });
});

describe('[AR5] 王牌: the hint states the rule the flag applies, in the words a record reads', () => {
  it('7 红单 in the last 10 settled, a 走 not counted against: 近9中7 1走 is 王牌, 近9中6 1走 is not', () => {
    expect(isAceRecord(10, { decided: 10, hits: 7, pushes: 0 })).toBe(true);
    expect(isAceRecord(12, { decided: 9, hits: 7, pushes: 1 })).toBe(true);
    expect(isAceRecord(12, { decided: 9, hits: 6, pushes: 1 })).toBe(false);
    expect(isAceRecord(9, { decided: 9, hits: 9, pushes: 0 })).toBe(false);
  });

  it('every record the hint gives as an example is one the flag accepts, formatted as records are', () => {
    const examples = [...ACE_HINT.matchAll(/近(\d+)中(\d+)(?: (\d+)走)?/g)].map((m) => ({
      text: m[0],
      record: { decided: Number(m[1]), hits: Number(m[2]), pushes: Number(m[3] ?? 0) },
    }));
    expect(examples.map((e) => e.text)).toEqual(['近10中7', '近9中7 1走']);
    for (const e of examples) {
      expect(recentRecordText(e.record)).toBe(e.text);
      expect(isAceRecord(10, e.record)).toBe(true);
    }
  });
});
