import { BEIJING_TIME_ZONE } from '@kuyi/shared';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** Visitors read Beijing time; the feed's match days are Beijing days too. */
export const TIMEZONE = BEIJING_TIME_ZONE;
