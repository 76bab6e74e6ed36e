/**
 * The client's second line of defence for post HTML: the server already sanitized it with its allow-list
 * (gateway/src/forum/sanitize.ts); this re-builds the DOM from the same allow-list before it reaches
 * innerHTML, so a server bug or an old unsanitized row still cannot run script. DOMPurify is not a
 * dependency; the browser's own parser (inert: DOMParser never runs scripts or loads images) does the parsing.
 */
const TAGS = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
  'H2',
  'H3',
]);
/** Whole subtrees that are code or embedded documents, never text. */
const DROP = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'NOSCRIPT',
  'TEXTAREA',
]);
const OWN_UPLOAD = /^\/api\/user\/upload\/files\/[0-9a-f]{32}\.(jpg|png|gif|webp)$/;

const protocolOf = (url: string) => {
  try {
    return new URL(url).protocol;
  } catch {
    return null;
  }
};

function copy(node: Node, into: Node, doc: Document): void {
  if (node.nodeType === Node.TEXT_NODE) {
    into.appendChild(doc.createTextNode(node.textContent ?? ''));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  const el = node as Element;
  const tag = el.tagName.toUpperCase();
  if (DROP.has(tag)) return;
  // A line the editor wrapped in a <div> stays its own line, as the gateway stores it (<p>).
  const block = tag === 'DIV';
  if (!TAGS.has(tag) && !block) {
    // Unknown wrappers (span, font…) keep their text.
    for (const child of el.childNodes) copy(child, into, doc);
    return;
  }
  const out = doc.createElement(block ? 'p' : tag.toLowerCase());
  if (tag === 'A') {
    const href = (el.getAttribute('href') ?? '').trim();
    const p = protocolOf(href);
    if (p === 'http:' || p === 'https:') {
      out.setAttribute('href', href);
      out.setAttribute('rel', 'nofollow noopener noreferrer');
      out.setAttribute('target', '_blank');
    }
  }
  if (tag === 'IMG') {
    const src = (el.getAttribute('src') ?? '').trim();
    if (!OWN_UPLOAD.test(src) && protocolOf(src) !== 'https:') return;
    out.setAttribute('src', src);
    out.setAttribute('alt', el.getAttribute('alt') ?? '');
    out.setAttribute('loading', 'lazy');
  }
  for (const child of el.childNodes) copy(child, out, doc);
  into.appendChild(out);
}

/** Allow-listed HTML from `html`: formatting, http(s) links and our own or https images; nothing else. */
export function safeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  for (const child of parsed.body.childNodes) copy(child, root, doc);
  return root.innerHTML;
}
