import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import NotFoundPage from '../components/not-found-page.tsx';
import RootLayout from './root-layout.tsx';
import RouteError from './route-error.tsx';
import { scoresRoutes } from './scores-routes.tsx';
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
          { path: 'ai', lazy: page(() => import('../features/ai/ai-index-page.tsx')) },
          { path: 'ai/history', lazy: page(() => import('../features/ai/ai-history-page.tsx')) },
          { path: 'ai/mine', lazy: page(() => import('../features/ai/ai-mine-page.tsx')) },
          { path: 'ai/aigreement', lazy: page(() => import('../features/ai/ai-agreement-page.tsx')) },
          { path: 'ai/explain', lazy: page(() => import('../features/ai/ai-explain-page.tsx')) },
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
              // The section has no page of its own (the gateway answers 404 too): not a blank body.
              { index: true, Component: NotFoundPage },
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
          { path: 'news/edit', lazy: page(() => import('../features/news/news-editor-page.tsx')) },
          { path: 'news/:id?', lazy: page(() => import('../features/news/news-detail-page.tsx')) },
          { path: 'newsMore/:page?', lazy: page(() => import('../features/news/news-list-page.tsx')) },
          { path: 'newsMoreInfo/:id?', lazy: page(() => import('../features/news/news-detail-page.tsx')) },
          { path: 'newsDou/:type?/:page?', lazy: page(() => import('../features/news/news-list-page.tsx')) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
