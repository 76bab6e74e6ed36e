import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/** A lazily loaded "coming soon" page for a route a later release fills (see coming-soon-page.tsx). */
export function soon(title: string, text: string): LazyRouteFunction<RouteObject> {
  return async () => {
    const { default: ComingSoonPage } = await import('../components/coming-soon-page.tsx');
    return { Component: () => <ComingSoonPage title={title} text={text} /> };
  };
}

/** A route of `soon` pages: `[path, title, text]` rows keep the route table readable. */
export function soonRoutes(rows: readonly (readonly [string, string, string])[]): RouteObject[] {
  return rows.map(([path, title, text]) =>
    path === '' ? { index: true, lazy: soon(title, text) } : { path, lazy: soon(title, text) },
  );
}
