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
          { path: 'arena/*', lazy: page(() => import('../features/arena/pages/arena-page.tsx')) },
          {
            path: 'recommendation/recommendation',
            lazy: page(() => import('../features/arena/pages/pick-detail-page.tsx')),
          },
          {
            path: 'blank/arena/recommeDetail',
            lazy: page(() => import('../features/arena/pages/pick-detail-page.tsx')),
          },
          {
            path: 'blank/arena/personInfo',
            lazy: page(() => import('../features/arena/pages/expert-page.tsx')),
          },
          { path: 'arenaDetail/focus', lazy: page(() => import('../features/arena/pages/focus-page.tsx')) },
          { path: 'fans/:fans?', lazy: page(() => import('../features/follow/fans-page.tsx')) },
          { path: 'user/:focus?', lazy: page(() => import('../features/follow/user-page.tsx')) },
          { path: 'database/*', lazy: page(() => import('../features/database/database-page.tsx')) },
          {
            path: 'forecastArea',
            children: [
              { path: 'areaFans', lazy: page(() => import('../features/follow/area-fans-page.tsx')) },
              { path: 'forecast', lazy: page(() => import('../features/arena/pages/my-forecast-page.tsx')) },
              { path: 'foreRecharge', lazy: page(() => import('../features/payment/payment-center.tsx')) },
              { path: 'userPersonal', lazy: page(() => import('../features/arena/pages/my-area-page.tsx')) },
            ],
          },
          { path: 'forum/:area?/:page?', lazy: page(() => import('../features/forum/forum-page.tsx')) },
          { path: 'forumdetail/:id?', lazy: page(() => import('../features/forum/post-detail-page.tsx')) },
          {
            path: 'releaseandreward/:releaseandreward?',
            lazy: page(() => import('../features/redenvelope/release-and-reward-page.tsx')),
          },
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
            ['news/:id?', '资讯', '体育资讯正文与评论。'],
            ['newsMore/:page?', '资讯列表', '最新体育资讯。'],
            ['newsMoreInfo/:id?', '资讯详情', '体育资讯正文与评论。'],
            ['newsDou/:type?/:page?', '资讯专栏', '分类资讯专栏。'],
          ]),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
