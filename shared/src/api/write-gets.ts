/**
 * The spec's state-changing GET calls (§7: logOff, 点赞, 打赏, 关注, the arena's buy and 点赞), as routed under
 * `/api`. They are writes whatever their method: the gateway's CSRF guard holds them to a write's proof of
 * source, and the client treats a 401 to one as a refused click (the login box opens), not a page load.
 * bindingPhone is not one: its GET answers 405 and changes nothing ([V11]).
 */
export const WRITE_GETS: readonly string[] = [
  '/user/user/logOff',
  '/user/reply/dianZanReply',
  '/user/userRewardPost/userRewardPostMoney',
  '/user/attention/attentionUser',
  '/user/arenaAttention/attentionUser',
  '/user/arenaRecommend/bugChargeRecommend',
  '/user/arenaRecommend/dianZan',
];

/**
 * A path as express routes it: case-insensitive, with or without a trailing slash. Comparing the raw path let
 * `/…/USERREWARDPOSTMONEY` or `/…/userRewardPostMoney/` reach the write route as if it were a plain read.
 */
export const routeKey = (path: string): string => path.toLowerCase().replace(/\/+$/, '');

const WRITE_GET_KEYS = new Set(WRITE_GETS.map(routeKey));

/**
 * Sent (value '1') by the client's fetch() with every write GET, and required by the gateway when the request
 * carries a session cookie. An <img src> or a link cannot set a header, and a cross-site fetch with one needs a
 * CORS preflight the gateway never grants: a post's image pointing at logOff cancelled its readers' accounts on
 * browsers that send no Fetch Metadata (iOS Safari before 16.4, older in-app webviews).
 */
export const WRITE_GET_HEADER = 'x-kuyi-write';

/** Whether a path below `/api` (a router's `req.path`) is one of the spec's write GETs. */
export const isWriteGet = (apiPath: string): boolean => WRITE_GET_KEYS.has(routeKey(apiPath));

/**
 * Whether a call the client makes changes state: any method but GET/HEAD, or a GET to one of WRITE_GETS.
 * `url` is what was fetched (`/api/…?query`, relative or absolute).
 */
export function isWriteCall(method: string, url: string): boolean {
  const m = method.toUpperCase();
  if (m !== 'GET' && m !== 'HEAD') return true;
  const path = new URL(url, 'http://x').pathname;
  return path.startsWith('/api/') && isWriteGet(path.slice('/api'.length));
}
