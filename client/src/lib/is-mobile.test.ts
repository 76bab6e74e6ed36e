import { describe, expect, it } from 'vitest';
import { mobileRedirect } from './is-mobile.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';
const SITE = 'https://kuyisports.example';
const APP = 'https://app.kuyisports.example/download?from=web';

describe('mobile redirect (spec §1, issue 11: only when APP_DOWNLOAD_URL is configured)', () => {
  it('sends phones to the configured app download site', () => {
    expect(mobileRedirect(IPHONE, `${SITE}/football`, APP)).toBe(APP);
    expect(mobileRedirect(ANDROID, `${SITE}/`, APP)).toBe(APP);
  });
  it('carries the ad click id bd_vid to the download site', () => {
    expect(mobileRedirect(IPHONE, `${SITE}/football?bd_vid=ad7`, APP)).toBe(`${APP}&bd_vid=ad7`);
  });

  it('keeps phones on the site when no download site is configured', () => {
    expect(mobileRedirect(IPHONE, `${SITE}/football`, null)).toBeNull();
    expect(mobileRedirect(ANDROID, `${SITE}/livedetail/football/1/live`, null)).toBeNull();
  });
  it('leaves desktops alone and never redirects a page to itself', () => {
    expect(mobileRedirect(DESKTOP, `${SITE}/football`, APP)).toBeNull();
    expect(mobileRedirect(IPHONE, `${SITE}/download?bd_vid=1`, `${SITE}/download`)).toBeNull();
    expect(mobileRedirect(IPHONE, `${SITE}/football`, '/download')).toBe(`${SITE}/download`);
  });

  it('lets phones read the agreements and policies the app shows in a webview, and the pages about the site', () => {
    for (const page of ['/apptreaty', '/apptreaty2', '/privacy', '/userTreaty', '/about', '/download/'])
      expect(mobileRedirect(ANDROID, `${SITE}${page}`, APP)).toBeNull();
  });
  it('WeChat on a computer (WindowsWechat … MicroMessenger) is no phone', () => {
    const pcWechat = `${DESKTOP} MicroMessenger/7.0.20.1781(0x6700143B) NetType/WIFI MiniProgramEnv/Windows WindowsWechat`;
    expect(mobileRedirect(pcWechat, `${SITE}/football`, APP)).toBeNull();
    expect(mobileRedirect(`${ANDROID} MicroMessenger/8.0`, `${SITE}/football`, APP)).toBe(APP);
  });
});
