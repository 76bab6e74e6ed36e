import { siteTitle } from '@kuyi/shared';
import { useEffect, useLayoutEffect } from 'react';

/**
 * The route's own title from the shared route table ([S1]); the query picks a basketball odds page's title. A layout effect, so that a page's
 * `useDocumentTitle` (a passive effect, run after every layout effect of the same commit) wins.
 */
export function useRouteTitle(pathname: string, search = ''): void {
  useLayoutEffect(() => {
    document.title = siteTitle(pathname, search);
  }, [pathname, search]);
}

/** A page's more specific title, e.g. "阿森纳 2-1 切尔西 - 足球比赛直播 - 酷易体育"; null keeps the route's. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title) document.title = `${title} - 酷易体育`;
  }, [title]);
}
