import type { Sport } from '@kuyi/shared';
import type { RouteObject } from 'react-router-dom';
import type { SportPages } from '../features/scores/components/sport-pages.tsx';

const pages = async (sport: Sport, key: keyof SportPages) => {
  const { sportPages } = await import('../features/scores/components/sport-pages.tsx');
  return { Component: sportPages[sport][key] };
};

/** /football and /basketball with their children index, end/:date? and schedule/:date? (spec §2). */
export const scoresRoutes: RouteObject[] = (['football', 'basketball'] as const).map((sport) => ({
  path: sport,
  lazy: () => pages(sport, 'Layout'),
  children: [
    { index: true, lazy: () => pages(sport, 'Live') },
    { path: 'end/:date?', lazy: () => pages(sport, 'End') },
    { path: 'schedule/:date?', lazy: () => pages(sport, 'Schedule') },
  ],
}));
