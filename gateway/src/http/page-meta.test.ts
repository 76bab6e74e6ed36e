import { PAGE_META } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pageMeta, withPageMeta } from './page-meta.ts';

const SHELL =
  '<!doctype html><html><head><title>酷易体育</title></head><body><div id="root"></div></body></html>';

describe('page meta (spec §1 phone redirect only with an app download site)', () => {
  it('writes the app download site into the page when APP_DOWNLOAD_URL is set', () => {
    const config = loadConfig({ APP_DOWNLOAD_URL: 'https://app.kuyisports.example/d?c=1&x="y"' });
    const meta = pageMeta(config);
    expect(meta).toBe(
      `<meta name="${PAGE_META.appDownloadUrl}" content="https://app.kuyisports.example/d?c=1&amp;x=&quot;y&quot;">`,
    );
    const html = withPageMeta(SHELL, meta);
    expect(html.indexOf(meta)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes nothing when unset or empty, so phones stay on the site', () => {
    for (const env of [{}, { APP_DOWNLOAD_URL: '' }]) {
      const config = loadConfig(env);
      expect(config.APP_DOWNLOAD_URL).toBeUndefined();
      expect(pageMeta(config)).toBe('');
      expect(withPageMeta(SHELL, pageMeta(config))).toBe(SHELL);
    }
  });

  it('refuses a download address that is not http(s) at start', () => {
    expect(() => loadConfig({ APP_DOWNLOAD_URL: 'javascript:alert(1)' })).toThrow(/APP_DOWNLOAD_URL/);
    expect(() => loadConfig({ APP_DOWNLOAD_URL: 'not a url' })).toThrow(/APP_DOWNLOAD_URL/);
  });
});
