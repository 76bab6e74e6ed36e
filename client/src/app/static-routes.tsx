import type { RouteObject } from 'react-router-dom';
import { soonRoutes } from './soon.tsx';

/** The site's single pages of spec §2 (about, agreements, payment …). */
export const staticRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./about-page.tsx')).default }) },
  { path: 'disclaimer', lazy: async () => ({ Component: (await import('./disclaimer-page.tsx')).default }) },
  { path: 'download', lazy: async () => ({ Component: (await import('./download-page.tsx')).default }) },
  ...soonRoutes([
    ['privacy', '隐私政策', '酷易体育隐私政策全文：我们收集哪些信息、如何使用与保护。'],
    ['service', '客户服务', '客服联系方式与常见问题，服务时间 10:00–22:00。'],
    ['userTreaty', '用户服务协议', '酷易体育用户服务协议全文。'],
    ['apptreaty', 'APP 用户协议', '酷易体育 APP 用户协议全文。'],
    ['apptreaty2', 'APP 隐私政策', '酷易体育 APP 隐私政策全文。'],
    ['payment', '充值', '球币充值（支付宝、微信支付）。'],
    ['post', '发帖', '在论坛发布帖子，可附带红包悬赏。'],
    ['rank', '排行榜', '论坛活跃用户与积分排行。'],
    ['community', '社区', '球迷社区首页：热门帖子与专区。'],
    ['worldcup', '世界杯', '世界杯专题：赛程、分组积分与淘汰赛对阵。'],
  ]),
];
