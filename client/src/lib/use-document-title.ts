import { siteTitle } from '@kuyi/shared';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The route's own title from the shared route table ([S1]); the query picks a basketball odds page's title. A layout effect, so that a page's
 * `useDocumentTitle` (a passive effect, run after every layout effect of the same commit) wins.
 */
export function useRouteTitle(pathname: string, search = ''): void {
  useLayoutEffect(() => {
    document.title = siteTitle(pathname, search);
  }, [pathname, search]);
}

/**
 * A page's more specific title, e.g. "阿森纳 2-1 切尔西 - 足球比赛直播 - 酷易体育"; null keeps the route's. Set again
 * on every navigation: a page that stays mounted across its tabs (资料库 让球盘路 → 射手榜, 世界杯 ?tab=) would
 * otherwise lose it to the route title the shell sets for the new path.
 */
export function useDocumentTitle(title: string | null): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title} - 酷易体育`;
  }, [title, pathname, search]);
}
