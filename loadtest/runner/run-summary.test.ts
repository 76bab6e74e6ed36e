import { describe, expect, it } from 'vitest';
import { emptyCounts } from '../k6/lib/seq-tracker.js';
import { createLatencyHistogram, latencyStats, recordLatency } from './latency-histogram.ts';
import { formatReport, type RunSummary, verdictOf } from './run-summary.ts';

function summary(overrides: Partial<RunSummary> = {}): RunSummary {
  const hist = createLatencyHistogram();
  for (let ms = 1; ms <= 100; ms++) recordLatency(hist, ms);
  return {
    scenario: 'match-day',
    gateway: 'http://localhost:4500',
    clients: 10,
    durationMs: 60_000,
    connected: 10,
    counts: { ...emptyCounts(), delivered: 600, snapshots: 10 },
    errors: {},
    bytes: 1_200_000,
    patchLatency: latencyStats(hist),
    ackLatency: latencyStats(createLatencyHistogram()),
    rest: { requests: 20, latency: latencyStats(hist) },
    resumes: { replay: 0, snapshot: 0 },
    ...overrides,
  };
}

describe('run verdict (issue 6: exits non-zero on gaps or errors)', () => {
  it('passes a clean run', () => {
    expect(verdictOf(summary())).toEqual({ pass: true, reasons: [] });
  });

  it('[P5] fails on any seq gap', () => {
    const verdict = verdictOf(summary({ counts: { ...emptyCounts(), delivered: 5, gaps: 1 } }));
    expect(verdict).toEqual({ pass: false, reasons: ['1 seq gaps'] });
  });

  it('fails on errors, missing clients, and when nothing was pushed', () => {
    const verdict = verdictOf(
      summary({ errors: { rest: 2, connect_error: 1 }, connected: 8, counts: emptyCounts() }),
    );
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toEqual(['3 errors', '2 clients never connected', 'no patches delivered']);
  });

  it('does not fail on duplicates, which clients ignore', () => {
    expect(verdictOf(summary({ counts: { ...emptyCounts(), delivered: 5, duplicates: 3 } })).pass).toBe(true);
  });
});

describe('report', () => {
  it('prints delivered patches, gaps, duplicates, bytes per client-minute and HDR percentiles', () => {
    const text = formatReport(summary());
    expect(text).toContain('patches delivered  600 (10/s)');
    expect(text).toContain('seq gaps           0   duplicates 0');
    expect(text).toContain('1.20 MB (120.0 KB per client per minute)');
    expect(text).toContain('p50 50 · p95 95 · p99 99 · max 100 ms');
    expect(text.endsWith('PASS')).toBe(true);
  });

  it('ends with the failure reasons', () => {
    expect(formatReport(summary({ errors: { 'subscribe UNKNOWN_CHANNEL': 1 } }))).toMatch(/FAIL: 1 errors$/);
  });
});

describe('latency histogram', () => {
  it('counts negative clock skew as 0 ms and keeps the max', () => {
    const hist = createLatencyHistogram();
    recordLatency(hist, -3);
    recordLatency(hist, 2500);
    expect(latencyStats(hist)).toMatchObject({ count: 2, p50: 0, max: 2500 });
  });
});
