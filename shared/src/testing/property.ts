/**
 * The one way property tests run (issue 18): every run's seed is printed on failure with the command that
 * replays it, and `FC_SEED` (plus `FC_PATH` to jump to the shrunk case) replays a run exactly.
 * Test-only: reached through `@kuyi/shared/testing`, never from product code.
 */
import fc from 'fast-check';

/** The replay settings from the environment, merged over a test's own parameters. */
export function propertyParams<Ts>(params: fc.Parameters<Ts> = {}, env = process.env): fc.Parameters<Ts> {
  const out: fc.Parameters<Ts> = { ...params };
  const seed = env.FC_SEED?.trim();
  if (seed) {
    const n = Number(seed);
    if (!Number.isInteger(n)) throw new Error(`FC_SEED must be an integer, got "${seed}"`);
    out.seed = n;
  }
  const path = env.FC_PATH?.trim();
  if (path) out.path = path;
  return out;
}

/** The failure text: fast-check's own report, then the seed and the exact way to replay it. */
export function failureMessage<Ts>(details: fc.RunDetails<Ts>, report: string): string {
  const replay = [`FC_SEED=${details.seed}`];
  if (details.counterexamplePath) replay.push(`FC_PATH=${details.counterexamplePath}`);
  return `${report}\n\nproperty seed: ${details.seed}\nreplay with: ${replay.join(' ')} npx vitest run <this file>`;
}

function fail<Ts>(details: fc.RunDetails<Ts>, report: string): never {
  const message = failureMessage(details, report);
  // Also on stderr: a reporter that trims long assertion messages still shows the seed.
  console.error(message);
  throw new Error(message);
}

/** `fc.assert` with a printed, replayable seed. */
export function assertProperty<Ts>(property: fc.IProperty<Ts>, params?: fc.Parameters<Ts>): void;
export function assertProperty<Ts>(
  property: fc.IAsyncProperty<Ts>,
  params?: fc.Parameters<Ts>,
): Promise<void>;
export function assertProperty<Ts>(
  property: fc.IProperty<Ts> | fc.IAsyncProperty<Ts>,
  params?: fc.Parameters<Ts>,
): void | Promise<void> {
  const merged = propertyParams(params);
  if (property.isAsync()) {
    return fc.check(property as fc.IAsyncProperty<Ts>, merged).then((details) => {
      if (details.failed) fail(details, fc.defaultReportMessage(details) ?? 'property failed');
    });
  }
  const details = fc.check(property as fc.IProperty<Ts>, merged);
  if (details.failed) fail(details, fc.defaultReportMessage(details) ?? 'property failed');
}
