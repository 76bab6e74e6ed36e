import type { FootballScheduleOdds, VideoLink } from '@kuyi/shared';
import type { World } from '../day/world.ts';
import { allCompanyOdds } from '../odds/football-odds.ts';
import type { basketballPageRoutes } from './basketball-page-routes.ts';
import type { footballLive } from './football-live-routes.ts';
import { counter, FeedError, notFound, type Query, requiredId } from './params.ts';

/** /sc/api/v1: stream links and the list-with-odds calls of the app. */
export function v1Routes(
  world: World,
  fb: ReturnType<typeof footballLive>,
  bbPages: ReturnType<typeof basketballPageRoutes>,
) {
  const now = () => world.clock.now();

  function videoLink(q: Query): VideoLink | FeedError {
    const id = requiredId(q, 'id');
    if (id instanceof FeedError) return id;
    const football = world.football(id);
    if (football) {
      return {
        matchId: id,
        sport: 'football',
        links: [
          { name: '动画直播', kind: 'animation', url: `/sc/api/football/anime?matchId=${id}` },
          { name: '文字直播', kind: 'text', url: `/sc/api/football/liveWords?matchId=${id}&cursor=0` },
        ],
      };
    }
    const basketball = world.basketball(id);
    if (basketball) {
      return {
        matchId: id,
        sport: 'basketball',
        links: [
          { name: '动画直播', kind: 'animation', url: `/sc/api/basketball/anime?matchId=${id}` },
          { name: '文字直播', kind: 'text', url: `/sc/api/basketball/technic?matchId=${id}` },
        ],
      };
    }
    return notFound('比赛不存在');
  }

  function testAddOdds(q: Query): FootballScheduleOdds | FeedError {
    const user = counter(q, 'userId', 0);
    if (user instanceof FeedError) return user;
    const t = now();
    const schedule = fb.scheduleByDate({});
    if (schedule instanceof FeedError) return schedule;
    const plans = new Map(
      world
        .activeDays(t)
        .flatMap((d) => d.football)
        .map((p) => [p.id, p]),
    );
    return {
      serverTime: t,
      matches: schedule.matches.map((match) => {
        const plan = plans.get(match.id);
        return { match, companies: plan ? allCompanyOdds(plan, t) : [] };
      }),
    };
  }

  return { videoLink, testAddOdds, testAddOdds2: bbPages.scheduleAddOdds };
}
