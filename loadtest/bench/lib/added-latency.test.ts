import { describe, expect, it } from 'vitest';
import { addedLatency } from './added-latency.ts';

describe('gateway-added latency (issue 6: feed change to client receipt)', () => {
  const causes = (channel: string) => (channel === 'football:list' ? [1000, 2000] : null);

  it('measures from the latest upstream answer before the patch stamp to receipt', () => {
    const stats = addedLatency(
      [
        { channel: 'football:list', ts: 1010, at: 1030 },
        { channel: 'football:list', ts: 2005, at: 2050 },
      ],
      causes,
    );
    expect(stats).toMatchObject({ count: 2, max: 50 });
    expect(stats.p50).toBe(30);
  });

  it('leaves out channels without causes and patches stamped before the first answer', () => {
    const stats = addedLatency(
      [
        { channel: 'football:match:1', ts: 1500, at: 1510 },
        { channel: 'football:list', ts: 900, at: 950 },
      ],
      causes,
    );
    expect(stats.count).toBe(0);
  });
});
