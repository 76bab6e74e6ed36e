/**
 * Every Redis key of the live pipeline, under one prefix (LIVE_KEY_PREFIX) so several clusters or test
 * runs can share one Redis. The layout is documented in docs/operations.md.
 */
export function redisKeys(prefix: string) {
  return {
    epoch: `${prefix}:epoch`,
    fence: `${prefix}:fence`,
    lock: `${prefix}:lock`,
    cursors: `${prefix}:cursors`,
    stale: `${prefix}:stale`,
    feedClock: `${prefix}:feed-clock`,
    wanted: `${prefix}:wanted`,
    watched: `${prefix}:watched`,
    cold: `${prefix}:cold`,
    cache: (url: string) => `${prefix}:cache:${url}`,
    channel: (name: string) => ({
      state: `${prefix}:ch:${name}:state`,
      meta: `${prefix}:ch:${name}:meta`,
      history: `${prefix}:ch:${name}:hist`,
    }),
  };
}
