import { describe, expect, it } from 'vitest';
import { mobileRedirect } from './is-mobile.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

describe('mobile redirect (spec §1)', () => {
  it('sends phones to /download', () => {
    expect(mobileRedirect(IPHONE, '/football')).toBe('/download');
    expect(mobileRedirect(ANDROID, '/')).toBe('/download');
  });
  it('leaves desktops alone and does not loop on /download', () => {
    expect(mobileRedirect(DESKTOP, '/football')).toBeNull();
    expect(mobileRedirect(IPHONE, '/download')).toBeNull();
  });
});
