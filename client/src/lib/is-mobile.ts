/** Phones and tablets: the visitors spec §1 sends to the app download site. */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|MicroMessenger/i;
/** WeChat on a computer says MicroMessenger too: it is no phone. */
const DESKTOP_WECHAT = /WindowsWechat|MacWechat/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent) && !DESKTOP_WECHAT.test(userAgent);
}

/**
 * Pages a phone opens on the site even with a download site configured: the agreements and policies the app
 * and the app stores show in a webview, and the pages about the site itself. Sent away, the app could not
 * show its own 隐私政策.
 */
const STAY_ON_SITE = new Set([
  '/about',
  '/disclaimer',
  '/privacy',
  '/service',
  '/userTreaty',
  '/apptreaty',
  '/apptreaty2',
  '/download',
]);

const samePage = (a: URL, b: URL) => a.origin === b.origin && a.pathname === b.pathname;

/**
 * Where a visitor should be sent instead of the page at `currentUrl`, or null when they stay. Only phones,
 * and only when an app download site is configured (`downloadUrl`); without one, phones get the responsive
 * site. Never the page they are on, so a download site on this host cannot loop.
 */
export function mobileRedirect(
  userAgent: string,
  currentUrl: string,
  downloadUrl: string | null,
): string | null {
  if (!downloadUrl || !isMobileUserAgent(userAgent)) return null;
  let target: URL;
  try {
    target = new URL(downloadUrl, currentUrl);
  } catch {
    return null;
  }
  const current = new URL(currentUrl);
  if (samePage(target, current) || STAY_ON_SITE.has(current.pathname.replace(/\/+$/, '') || '/')) return null;
  // The ad click id travels with the visitor so an install is attributed to the ad (spec §2 bd_vid).
  const bdVid = current.searchParams.get('bd_vid');
  if (bdVid) target.searchParams.set('bd_vid', bdVid);
  return target.href;
}
