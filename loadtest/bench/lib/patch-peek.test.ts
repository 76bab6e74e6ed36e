import { describe, expect, it } from 'vitest';
import { isPatchFrame, peekPatchStamp } from './patch-peek.ts';

const frame = (text: string) => Buffer.from(text, 'utf8');

describe('peekPatchStamp', () => {
  it('reads the stamp of a patch frame written stamp-first, whatever follows', () => {
    const patch = {
      channel: 'football:list',
      epoch: 'e1a2',
      seq: 42,
      ts: 1_764_000_000_123,
      put: { m1: { 主队: '曼联' } },
    };
    expect(peekPatchStamp(frame(`42${JSON.stringify(['patch', patch])}`))).toEqual({
      channel: 'football:list',
      epoch: 'e1a2',
      seq: 42,
      ts: 1_764_000_000_123,
    });
  });

  it('reads a stamp-only patch (the object ends right after ts)', () => {
    const text = '42["patch",{"channel":"odds:football:9","epoch":"x","seq":1,"ts":5}]';
    expect(peekPatchStamp(frame(text))).toEqual({ channel: 'odds:football:9', epoch: 'x', seq: 1, ts: 5 });
  });

  it('returns null for other events and for patches in another key order, so the caller decodes them whole', () => {
    expect(peekPatchStamp(frame('42["snapshot",{"channel":"football:list"}]'))).toBeNull();
    expect(peekPatchStamp(frame('42["patch",{"seq":1,"channel":"a","epoch":"b","ts":2}]'))).toBeNull();
    expect(peekPatchStamp(frame('2'))).toBeNull();
    expect(isPatchFrame(frame('430[{"ok":true}]'))).toBe(false);
  });
});
