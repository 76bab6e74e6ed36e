import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import NotFoundPage from '../components/not-found-page.tsx';
import RootLayout from './root-layout.tsx';
import RouteError from './route-error.tsx';
import { scoresRoutes } from './scores-routes.tsx';
import { soon, soonRoutes } from './soon.tsx';
import { staticRoutes } from './static-routes.tsx';

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Every route of spec §2, each loaded on demand. Unknown paths end at the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The first page's chunk loads before anything renders; the shell's HTML title covers that instant.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('../features/home/home-page.tsx')) },
          ...scoresRoutes,
          ...staticRoutes,
          { path: 'regists', lazy: page(() => import('../features/auth/register-page.tsx')) },
          { path: 'userarea/*', lazy: page(() => import('../features/userarea/userarea-routes.tsx')) },
          {
            path: 'ai',
            children: soonRoutes([
              ['', '提醒服务', '关注的比赛开赛、进球、红牌与赔率异动提醒，以及 AI 赛事分析。'],
              ['history', '历史提醒', '您收到过的比赛提醒与 AI 分析的历史记录。'],
              ['mine', '我的提醒', '管理您订阅的比赛提醒。'],
            ]),
          },
          { path: 'ai/aigreement', lazy: soon('提醒服务协议', '提醒服务的使用协议全文。') },
          { path: 'ai/explain', lazy: soon('提醒服务说明', '提醒服务的功能介绍与使用说明。') },
          {
            path: 'arena',
            children: soonRoutes([
              ['', '竞技场', '用户发布赛事推荐、比拼命中率的竞技场广场。'],
              ['aceRanking', '王牌榜', '竞技场王牌推荐人排行。'],
              ['expertzone', '专家专区', '认证专家的赛事推荐。'],
              ['forecast', '发布推荐', '选择比赛并发布您的推荐。'],
              ['ranking', '排行榜', '竞技场各周期的命中率与盈利排行。'],
              ['rankRule', '排行规则', '竞技场排行的计算规则。'],
            ]),
          },
          { path: 'arenaDetail/focus', lazy: soon('关注动态', '您关注的推荐人的最新推荐。') },
          { path: 'database/*', lazy: page(() => import('../features/database/database-page.tsx')) },
          {
            path: 'forecastArea',
            children: soonRoutes([
              ['areaFans', '粉丝', '推荐人的粉丝列表。'],
              ['forecast', '推荐', '推荐人的赛事推荐记录。'],
              ['foreRecharge', '充值', '购买推荐所需的球币充值。'],
              ['userPersonal', '个人主页', '推荐人的个人主页与战绩。'],
            ]),
          },
          { path: 'forum/:area?/:page?', lazy: soon('论坛', '球迷社区：各专区帖子、红包悬赏帖与热门讨论。') },
          { path: 'forumdetail/:id?', lazy: soon('帖子详情', '帖子正文、打赏与楼层回复。') },
          { path: 'handicap/*', lazy: page(() => import('../features/handicap/handicap-page.tsx')) },
          {
            path: 'livedetail/football/:id?/*',
            lazy: page(() => import('../features/match/football/football-match-page.tsx')),
          },
          {
            path: 'livedetail/basketball/:id?/*',
            lazy: page(() => import('../features/match/basketball/basketball-match-page.tsx')),
          },
          ...soonRoutes([
            ['recommendation/recommendation', '推荐详情', '赛事推荐的详细内容。'],
            ['blank/arena/personInfo', '推荐人资料', '推荐人的资料与历史战绩。'],
            ['blank/arena/recommeDetail', '推荐详情', '竞技场推荐的正文与结果。'],
            ['fans/:fans?', '粉丝与关注', '您的粉丝与关注列表。'],
            ['news/:id?', '资讯', '体育资讯正文与评论。'],
            ['newsMore/:page?', '资讯列表', '最新体育资讯。'],
            ['newsMoreInfo/:id?', '资讯详情', '体育资讯正文与评论。'],
            ['releaseandreward/:releaseandreward?', '发布与悬赏', '发布帖子与红包悬赏。'],
            ['user/:focus?', '用户主页', '用户的帖子、关注与粉丝。'],
            ['newsDou/:type?/:page?', '资讯专栏', '分类资讯专栏。'],
          ]),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
