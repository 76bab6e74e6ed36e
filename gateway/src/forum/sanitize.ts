import sanitizeHtml from 'sanitize-html';
import { UPLOAD_URL_PREFIX } from '../upload/upload-store.ts';

/**
 * The one HTML allow-list for user content (posts now; anyone else who stores user HTML imports it).
 * Only formatting survives: no script, no style, no event handlers, no iframes, and links only to
 * http(s). Images only from our own uploads or https. The library parses like a browser, so tricks
 * such as `<scr<script>ipt>` or entity-encoded `javascript:` do not slip through.
 */

/** Our uploads, as the upload route names them (random hex + checked extension). */
const OWN_UPLOAD = new RegExp(
  `^${UPLOAD_URL_PREFIX.replaceAll('/', '\\/')}[0-9a-f]{32}\\.(jpg|png|gif|webp)$`,
);

/**
 * An image whose address is an API call is no picture: `<img src="https://<site>/api/user/user/logOff">` made
 * every reader's browser call it with their cookie (write GETs also need the client's header now).
 */
const API_PATH = /^\/(sc\/)?api\//i;

export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (OWN_UPLOAD.test(src)) return true;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && !API_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

const isHttpUrl = (href: string | undefined) => {
  if (!href) return false;
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'h2',
    'h3',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their content: text inside <script>/<style> is code, not prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor (contentEditable) wraps each line typed after Enter in a <div>: as a paragraph it keeps its
    // line; discarded, the lines ran together ("第一行第二行").
    div: () => ({ tagName: 'p', attribs: {} }),
    a: (tagName, attribs) => {
      // Relative and non-http links keep their text but lose the link.
      const href = attribs.href?.trim();
      const kept: sanitizeHtml.Attributes = isHttpUrl(href)
        ? { href: href as string, rel: 'nofollow noopener' }
        : {};
      return { tagName, attribs: kept };
    },
  },
  // An image from anywhere else is removed entirely rather than left as a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
};

/** Sanitized HTML, safe to render with innerHTML. */
export function sanitizeUserHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The visible text of some HTML, whitespace collapsed: a list's summary, and the "is it empty" check. */
export function plainText(html: string, maxChars = Number.POSITIVE_INFINITY): string {
  // Block ends become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|div|li|h2|h3|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, maxChars).join('');
}
