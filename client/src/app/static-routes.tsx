import type { RouteObject } from 'react-router-dom';
import { AGREEMENT_PAGES } from '../features/legal/agreement-pages.ts';

/** The site's single pages of spec §2 (about, agreements, payment …). */
export const staticRoutes: RouteObject[] = [
  { path: 'about', lazy: async () => ({ Component: (await import('./about-page.tsx')).default }) },
  { path: 'disclaimer', lazy: async () => ({ Component: (await import('./disclaimer-page.tsx')).default }) },
  { path: 'download', lazy: async () => ({ Component: (await import('./download-page.tsx')).default }) },
  {
    path: 'worldcup',
    lazy: async () => ({ Component: (await import('../features/worldcup/worldcup-page.tsx')).default }),
  },
  // Agreements are served by getAgreementList (spec §7) so they change without a release.
  ...AGREEMENT_PAGES.map((page) => ({
    path: page,
    lazy: async () => {
      const { default: LegalPage } = await import('../features/legal/legal-page.tsx');
      return { Component: () => <LegalPage page={page} /> };
    },
  })),
  {
    path: 'post',
    lazy: async () => ({ Component: (await import('../features/forum/post-editor-page.tsx')).default }),
  },
  {
    path: 'community',
    lazy: async () => ({ Component: (await import('../features/forum/community-page.tsx')).default }),
  },
  {
    path: 'payment',
    lazy: async () => ({ Component: (await import('../features/payment/payment-center.tsx')).default }),
  },
  {
    path: 'rank',
    lazy: async () => ({ Component: (await import('../features/forum/rank-page.tsx')).default }),
  },
];
