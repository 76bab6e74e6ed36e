import { PAGE_META } from '@kuyi/shared';
import type { Config } from '../config.ts';

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The `<meta>` tags that carry deployment settings to the client (shared `PAGE_META`): today the app
 * download site, whose presence turns on the phone redirect. Empty when nothing is configured.
 */
export function pageMeta(config: Pick<Config, 'APP_DOWNLOAD_URL'>): string {
  const tags: string[] = [];
  if (config.APP_DOWNLOAD_URL)
    tags.push(`<meta name="${PAGE_META.appDownloadUrl}" content="${escapeAttr(config.APP_DOWNLOAD_URL)}">`);
  return tags.join('\n    ');
}

/** The page shell with `meta` placed at the end of `<head>` (unchanged when there is none). */
export function withPageMeta(html: string, meta: string): string {
  if (!meta) return html;
  return html.replace(/<\/head>/i, (end) => `  ${meta}\n  ${end}`);
}
