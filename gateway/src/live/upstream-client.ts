import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  retry,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { request } from 'undici';
import { z } from 'zod';

/** An answer that is not the `{code: 200, data}` envelope of the expected shape: retrying will not help. */
export class UpstreamContractError extends Error {}

/** The upstream does not know the match asked for: a subscriber's typo, not an outage. */
export class UpstreamNotFoundError extends UpstreamContractError {}

/**
 * The upstream refused the call's parameters (a 400 envelope): the feed answers `matchId=abc` so, since its ids
 * are numbers. For an id a user typed it means the same as not found; the gateway does not assume the upstream's
 * id format (any host speaking /sc/api).
 */
export class UpstreamRefusedError extends UpstreamContractError {}

/** Whether a failed upstream call (an UpstreamError) says the match asked for is not one the upstream has. */
export const isUnknownMatch = (err: unknown): boolean => {
  const cause = (err as Error | undefined)?.cause;
  return cause instanceof UpstreamNotFoundError || cause instanceof UpstreamRefusedError;
};

/** Any failed upstream call once the policies gave up: the poller marks the sport stale on it. */
export class UpstreamError extends Error {
  constructor(
    /** The call that failed (`change`, `header`, …), for the polls metric. */
    readonly call: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const envelopeSchema = z.object({ code: z.number(), msg: z.string().optional(), data: z.unknown() });

/**
 * The `data` of an upstream answer (`json`, null when the body was not JSON), checked against `schema`; throws
 * UpstreamNotFoundError on a 404 envelope, UpstreamRefusedError on a 400 and UpstreamContractError on anything else
 * that is not the contract.
 */
export function unwrapEnvelope<T extends z.ZodType>(path: string, json: unknown, schema: T): z.infer<T> {
  const body = envelopeSchema.safeParse(json);
  if (body.success && body.data.code === 404) throw new UpstreamNotFoundError(`upstream ${path}: not found`);
  if (body.success && body.data.code === 400) throw new UpstreamRefusedError(`upstream ${path}: refused`);
  if (!body.success || body.data.code !== 200)
    throw new UpstreamContractError(`upstream ${path}: bad envelope`);
  const data = schema.safeParse(body.data.data);
  if (!data.success) throw new UpstreamContractError(`upstream ${path}: ${data.error.issues[0]?.message}`);
  return data.data;
}

export interface UpstreamClient {
  get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>>;
  /** True while the circuit is open: polls fail fast instead of piling up on a dead upstream. */
  isOpen(): boolean;
}

/**
 * Reads the feed's /sc/api envelope calls with a timeout per attempt, two retries with exponential backoff
 * and a circuit breaker that opens after five consecutive failures and probes again after two seconds.
 */
export function createUpstreamClient(baseUrl: string, timeoutMs: number): UpstreamClient {
  const transient = handleWhen(
    (err) => !(err instanceof BrokenCircuitError) && !(err instanceof UpstreamContractError),
  );
  const breaker = circuitBreaker(transient, { halfOpenAfter: 2_000, breaker: new ConsecutiveBreaker(5) });
  const policy = wrap(
    retry(transient, {
      maxAttempts: 2,
      backoff: new ExponentialBackoff({ initialDelay: 50, maxDelay: 400 }),
    }),
    breaker,
    // abortOnReturn off: each call has read its whole body before it returns, so there is nothing left to
    // cancel, and aborting anyway built a DOMException and ran the abort listeners on every one of the ~35
    // calls a second the leader makes at 60× (a few % of its idle CPU). A call that overruns is still aborted.
    timeout(timeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false }),
  );
  return {
    get(path, schema) {
      const attempt = policy.execute(async ({ signal }) => {
        // undici's request, not fetch: the leader makes dozens of these a second at the evening peak, and
        // fetch's WHATWG streams cost several times the CPU for the same bytes (the gateway's fixed cost).
        const res = await request(new URL(path, baseUrl), { signal });
        if (res.statusCode >= 500) {
          await res.body.dump();
          throw new Error(`upstream ${path} answered ${res.statusCode}`);
        }
        return unwrapEnvelope(path, await res.body.json().catch(() => null), schema);
        // A parent signal of its own: cockatiel's shared default collects one abort listener per call in
        // flight, and a poll has a dozen (headers and odds in parallel), which Node reports as a leak.
      }, new AbortController().signal);
      return attempt.catch((err: unknown) => {
        const call = path.split('?')[0]?.split('/').at(-1) ?? path;
        throw new UpstreamError(call, `upstream ${path} failed: ${(err as Error).message}`, { cause: err });
      });
    },
    isOpen: () => breaker.state === CircuitState.Open,
  };
}
