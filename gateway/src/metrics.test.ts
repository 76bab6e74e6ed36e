import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.ts';

describe('gateway metrics', () => {
  it('still reports event-loop lag with the coarser sampling timer', async () => {
    const registry = createMetrics('test-node');
    // A stall far longer than the sampling period must show up in the lag maximum.
    const until = Date.now() + 250;
    await new Promise((resolve) => setTimeout(resolve, 250));
    while (Date.now() < until + 200) {
      // busy: the loop cannot run the sampling timer
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    const text = await registry.metrics();
    const max = Number(/^nodejs_eventloop_lag_max_seconds\{[^}]*\} (\S+)$/m.exec(text)?.[1]);
    expect(max).toBeGreaterThanOrEqual(0.1);
    expect(text).toMatch(/node="test-node"/);
  });
});
