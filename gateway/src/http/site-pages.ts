import { matchSiteRoute, siteTitle } from '@kuyi/shared';
import { brotli, type CompressedFile, compressedFile, gzip } from './precompressed.ts';

/**
 * The single-page shell (index.html) as each route serves it ([S1]): the route's Chinese `<title>` written in,
 * so the first paint and crawlers see the page's name, and HTTP 404 for a path the shared route table does
 * not know (the same shell: its router shows the spec's 404 page).
 */
export interface SitePage {
  status: 200 | 404;
  file: CompressedFile;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell with its `<title>` replaced (or added to `<head>` when the build has none). */
export function withTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, () => tag);
  return html.replace(/<head>/i, (head) => `${head}\n    ${tag}`);
}

/** `search` is the request's query (`?sport=basketball` titles a basketball odds page in basketball's words). */
export function createSitePages(indexHtml: string): (pathname: string, search?: string) => SitePage {
  // One shell per title, compressed on first use: the table has about eighty titles, each a few hundred bytes.
  const byTitle = new Map<string, CompressedFile>();
  return (pathname, search = '') => {
    const title = siteTitle(pathname, search);
    let file = byTitle.get(title);
    if (!file) {
      const raw = Buffer.from(withTitle(indexHtml, title));
      file = compressedFile('.html', raw, brotli(raw), gzip(raw));
      byTitle.set(title, file);
    }
    return { status: matchSiteRoute(pathname) ? 200 : 404, file };
  };
}
