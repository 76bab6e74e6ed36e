import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ApiServices } from '../api/api-services.ts';
import { createLimiter, type LimitRule } from '../auth/limiter.ts';
import { AreaRepo } from './area-repo.ts';
import { PostRepo } from './post-repo.ts';
import { ReplyRepo } from './reply-repo.ts';
import { StatsRepo } from './stats-repo.ts';
import { DbViewCounter, RedisViewCounter, type ViewCounter } from './view-counter.ts';

/** Per-user write limits: generous for people, tight for scripts. */
export interface ForumRateRules {
  posts: LimitRule;
  replies: LimitRule;
  likes: LimitRule;
  /** The author's edits of posts ([F16]). */
  edits: LimitRule;
}

export const DEFAULT_FORUM_RATES: ForumRateRules = {
  posts: { points: 10, durationSec: 600 },
  replies: { points: 30, durationSec: 300 },
  likes: { points: 120, durationSec: 60 },
  edits: { points: 30, durationSec: 600 },
};

/** What the forum's routes share, built once at start. */
export interface ForumServices {
  api: ApiServices;
  areas: AreaRepo;
  posts: PostRepo;
  replies: ReplyRepo;
  stats: StatsRepo;
  views: ViewCounter;
  limit: Record<keyof ForumRateRules, RateLimiterAbstract>;
}

export function forumServices(api: ApiServices, rates: ForumRateRules): ForumServices {
  const prefix = `${api.keyPrefix}:forum`;
  return {
    api,
    areas: new AreaRepo(api.db),
    posts: new PostRepo(api.db),
    replies: new ReplyRepo(api.db),
    stats: new StatsRepo(api.db),
    views: api.redis ? new RedisViewCounter(api.redis, api.keyPrefix) : new DbViewCounter(api.db),
    limit: {
      posts: createLimiter(api.redis, `${prefix}:posts`, rates.posts),
      replies: createLimiter(api.redis, `${prefix}:replies`, rates.replies),
      likes: createLimiter(api.redis, `${prefix}:likes`, rates.likes),
      edits: createLimiter(api.redis, `${prefix}:edits`, rates.edits),
    },
  };
}
