/**
 * The site's page routes (spec §2) with their Chinese titles, in one table that both ends read: the
 * client sets `<title>` from it and the gateway answers HTTP 404 for any path it does not match ([S1]).
 * Patterns use the router's syntax: `:name` is one segment, `:name?` an optional one, a trailing `*` any rest.
 */
export interface SiteRoute {
  pattern: string;
  title: string;
  /**
   * The title when the page shows basketball (`?sport=basketball`): the odds centre then names basketball's
   * markets (让分 / 总分 / 独赢), as its tabs do.
   */
  basketballTitle?: string;
}

export const SITE_NAME = '酷易体育';

const r = (pattern: string, title: string, basketballTitle?: string): SiteRoute =>
  basketballTitle === undefined ? { pattern, title } : { pattern, title, basketballTitle };

export const SITE_ROUTES: readonly SiteRoute[] = [
  r('/', '酷易体育-足球比分直播_篮球比分直播_即时比分'),
  r('/football', '足球即时比分'),
  r('/football/end/:date?', '足球完场比分'),
  r('/football/schedule/:date?', '足球赛程'),
  r('/basketball', '篮球即时比分'),
  r('/basketball/end/:date?', '篮球完场比分'),
  r('/basketball/schedule/:date?', '篮球赛程'),
  r('/livedetail/football/:id/live', '足球比赛直播'),
  r('/livedetail/football/:id/analysis', '比赛分析'),
  r('/livedetail/football/:id/integral', '积分榜'),
  r('/livedetail/football/:id/recommend', '比赛推荐'),
  r('/livedetail/football/:id', '足球比赛直播'),
  r('/livedetail/basketball/:id/live', '篮球比赛直播'),
  r('/livedetail/basketball/:id/analysis', '篮球比赛分析'),
  r('/livedetail/basketball/:id/integral', '篮球积分榜'),
  r('/livedetail/basketball/:id', '篮球比赛直播'),
  r('/handicap', '指数中心'),
  r('/handicap/odds', '亚盘指数', '让分指数'),
  r('/handicap/ou', '大小球指数', '总分指数'),
  r('/handicap/triangle', '三合一指数'),
  r('/handicap/haflOdds', '半场亚盘', '半场让分'),
  r('/handicap/halfOu', '半场大小', '半场总分'),
  r('/handicap/halfPoint', '半场欧赔', '半场独赢'),
  r('/about', '关于我们'),
  r('/disclaimer', '免责声明'),
  r('/privacy', '隐私政策'),
  r('/service', '服务条款'),
  r('/userTreaty', '用户服务协议'),
  r('/apptreaty', 'APP用户协议'),
  r('/apptreaty2', 'APP隐私政策'),
  r('/download', 'APP下载'),
  r('/payment', '充值'),
  r('/post', '发帖'),
  r('/rank', '排行榜'),
  r('/regists', '注册'),
  r('/community', '社区'),
  r('/worldcup', '世界杯'),
  r('/ai', '提醒服务'),
  r('/ai/history', '历史提醒'),
  r('/ai/mine', '我的提醒'),
  r('/ai/aigreement', '提醒服务协议'),
  r('/ai/explain', '提醒服务说明'),
  r('/arena', '竞技场'),
  r('/arena/aceRanking', '王牌榜'),
  r('/arena/expertzone', '专家专区'),
  r('/arena/forecast', '发布推荐'),
  r('/arena/ranking', '竞技场排行榜'),
  r('/arena/rankRule', '排行规则'),
  r('/arenaDetail/focus', '关注动态'),
  r('/database', '资料库'),
  r('/database/cup/:cupId', '杯赛资料'),
  r('/database/league/:leagueId', '联赛资料'),
  r('/database/cup/:cupId?/:season', '杯赛赛季资料'),
  r('/database/cup/:cupId?/:season/goal', '让球盘路'),
  r('/database/cup/:cupId?/:season/shooter', '射手榜'),
  r('/database/cup/:cupId?/:season/size', '大小球统计'),
  r('/database/league/:leagueId?/:season', '联赛赛季资料'),
  r('/database/league/:leagueId?/:season/goal', '让球盘路'),
  r('/database/league/:leagueId?/:season/shooter', '射手榜'),
  r('/database/league/:leagueId?/:season/size', '大小球统计'),
  r('/database/league/:leagueId/:season/team/:teamId', '球队资料'),
  // The basketball 资料库: a league's standings, its games by month or team, team averages.
  r('/database/basketball/:leagueId/:season/team/:teamId', '篮球球队资料'),
  r('/database/basketball/:leagueId/:season?/schedule', '篮球赛程赛果'),
  r('/database/basketball/:leagueId/:season?/stats', '篮球球队统计'),
  r('/database/basketball/:leagueId/:season?', '篮球积分榜'),
  r('/forecastArea/areaFans', '粉丝'),
  r('/forecastArea/forecast', '推荐'),
  r('/forecastArea/foreRecharge', '充值'),
  r('/forecastArea/userPersonal', '个人主页'),
  r('/forum/:area?/:page?', '论坛'),
  r('/forumdetail/:id?', '帖子详情'),
  r('/userarea', '个人中心'),
  r('/userarea/*', '个人中心'),
  r('/recommendation/recommendation', '推荐详情'),
  r('/blank/arena/personInfo', '推荐人资料'),
  r('/blank/arena/recommeDetail', '推荐详情'),
  r('/fans/:fans?', '粉丝与关注'),
  r('/news/:id?', '资讯'),
  r('/newsMore/:page?', '资讯列表'),
  r('/newsMoreInfo/:id?', '资讯详情'),
  r('/releaseandreward/:releaseandreward?', '发布与悬赏'),
  r('/user/:focus?', '用户主页'),
  r('/newsDou/:type?/:page?', '资讯专栏'),
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const walk = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const seg = want[i] as string;
    if (seg === '*') return true;
    if (seg.startsWith(':') && seg.endsWith('?'))
      return (j < have.length && walk(i + 1, j + 1)) || walk(i + 1, j);
    if (j >= have.length) return false;
    if (seg.startsWith(':')) return walk(i + 1, j + 1);
    return seg === have[j] && walk(i + 1, j + 1);
  };
  return walk(0, 0);
}

/** The route a pathname opens, or null for an unknown path ([S1]). A trailing slash is the same page. */
export function matchSiteRoute(pathname: string): SiteRoute | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return SITE_ROUTES.find((route) => matches(route.pattern, path)) ?? null;
}

/**
 * A page's own name: the route's title, or its basketball title when the query asks for basketball
 * (`?sport=basketball`, how the odds centre switches sport); null for an unknown path.
 */
export function routeTitle(pathname: string, search = ''): string | null {
  const route = matchSiteRoute(pathname);
  if (!route) return null;
  const basketball = new URLSearchParams(search).get('sport') === 'basketball';
  return basketball && route.basketballTitle ? route.basketballTitle : route.title;
}

/** `<title>` of a page: its own name, then the site's (the home page's title already names the site). */
export function siteTitle(pathname: string, search = ''): string {
  const title = routeTitle(pathname, search);
  if (title === null) return `页面不存在 - ${SITE_NAME}`;
  return matchSiteRoute(pathname)?.pattern === '/' ? title : `${title} - ${SITE_NAME}`;
}
