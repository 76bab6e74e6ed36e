import { describe, expect, it } from 'vitest';
import { formatChannel, parseChannel } from './channels.ts';

describe('channels', () => {
  it('[P1] parses every channel kind and formats it back', () => {
    for (const name of [
      'football:list',
      'basketball:list',
      'football:match:123',
      'basketball:match:b-7',
      'odds:football:123',
      'chat:basketball:9',
    ]) {
      const parsed = parseChannel(name);
      expect(parsed).not.toBeNull();
      if (parsed) expect(formatChannel(parsed)).toBe(name);
    }
  });

  it('[P1] refuses unknown sports, kinds, malformed ids and non-strings', () => {
    for (const bad of [
      'tennis:list',
      'football:lists',
      'football:match:',
      'football:match:a:b',
      'odds:cricket:1',
      'football:match:<script>',
      `football:match:${'1'.repeat(60)}`,
      42,
      null,
      { channel: 'football:list' },
    ]) {
      expect(parseChannel(bad)).toBeNull();
    }
  });
});
