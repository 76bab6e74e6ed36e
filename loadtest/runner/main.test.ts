import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bench/lib/paths.ts';
import { type Stack, startStack } from '../bench/lib/stack.ts';
import type { RunSummary } from './run-summary.ts';

const run = promisify(execFile);

/** The runner as operators run it, against a real feed and a real gateway started as processes. */
describe('npm run load (issue 6): the runner command end to end', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      portBase: 4740,
      gateways: 1,
      redis: false,
      feedArgs: ['--seed', '7', '--speed', '60', '--source', 'synthetic', '--start', '21:50'],
      pollMs: 500,
    });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('deals 40 clients over 2 threads: all connect, patches arrive without gaps, every REST call answers, exit 0', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(REPO_ROOT, 'loadtest/runner/main.ts'),
        ...['--clients', '40', '--duration', '8s', '--ramp', '2s', '--workers', '2'],
        ...['--gateway', stack.gatewayUrls[0] ?? ''],
      ],
      { cwd: REPO_ROOT, env: { ...process.env, LOAD_JSON: '1' }, timeout: 60_000 },
    );
    const summary = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as RunSummary;
    expect(stdout).toContain('2 load-generator threads');
    expect(summary.connected).toBe(40);
    expect(summary.counts.gaps).toBe(0);
    expect(summary.counts.duplicates).toBe(0);
    expect(summary.patchLatency.count).toBeGreaterThan(0);
    expect(summary.ackLatency.count).toBeGreaterThanOrEqual(40);
    // One day list to learn the matches, then each page's day list and, for match pages, its header.
    expect(summary.rest.requests).toBeGreaterThanOrEqual(41);
    expect(summary.rest.latency.count).toBe(summary.rest.requests);
    expect(summary.errors).toEqual({});
  }, 90_000);
});
