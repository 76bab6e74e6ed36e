import { describe, expect, it } from 'vitest';
import { httpResponseBytes, latestAtOrBefore, wsFrameBytes } from './wire-bytes.ts';

describe('wire bytes (bandwidth benchmark counts push and poll the same way, RFC 6455 / RFC 9112)', () => {
  it('adds the unmasked websocket header by payload size', () => {
    expect(wsFrameBytes(1)).toBe(3);
    expect(wsFrameBytes(125)).toBe(127);
    expect(wsFrameBytes(126)).toBe(130);
    expect(wsFrameBytes(65_535)).toBe(65_539);
    expect(wsFrameBytes(65_536)).toBe(65_546);
  });

  it('counts the status line, each header line, the blank line and the body', () => {
    const bytes = httpResponseBytes(
      200,
      'OK',
      ['Content-Type', 'application/json', 'Content-Length', '2'],
      2,
    );
    // "HTTP/1.1 200 OK\r\n" 17 + "Content-Type: application/json\r\n" 32 + "Content-Length: 2\r\n" 19 + "\r\n" 2 + 2
    expect(bytes).toBe(72);
  });
});

describe('upstream cause of a patch', () => {
  const times = [1000, 2000, 3000];
  it('finds the last poll answer at or before the patch stamp', () => {
    expect(latestAtOrBefore(times, 2500)).toBe(2000);
    expect(latestAtOrBefore(times, 3000)).toBe(3000);
    expect(latestAtOrBefore(times, 99_999)).toBe(3000);
  });

  it('answers null before the first poll', () => {
    expect(latestAtOrBefore(times, 999)).toBeNull();
    expect(latestAtOrBefore([], 5)).toBeNull();
  });
});
