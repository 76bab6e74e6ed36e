import { PAGE_META } from '@kuyi/shared';

/**
 * The app download site the gateway wrote into the page (`APP_DOWNLOAD_URL`), or null when none is
 * configured: then there is no app to send anyone to.
 */
export function appDownloadUrl(doc: Document = document): string | null {
  const content = doc
    .querySelector(`meta[name="${PAGE_META.appDownloadUrl}"]`)
    ?.getAttribute('content')
    ?.trim();
  // The gateway only accepts http(s); checked again so a hand-edited page cannot inject a javascript: link.
  return content && /^https?:\/\//i.test(content) ? content : null;
}
