/** Phones and tablets get the app download page (spec §1); desktop browsers get the site. */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|MicroMessenger/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}

/** Where a mobile visitor should go, or null when they may stay. */
export function mobileRedirect(userAgent: string, pathname: string): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  return pathname.startsWith('/download') ? null : '/download';
}
