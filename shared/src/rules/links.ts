/**
 * [C5] Links in user text (chat refuses them: spam and ads). A link is a scheme (`http://`, `https://`, any
 * `xxx://`), a `www.` host, or a bare domain: letters or digits, a dot, then one of the top-level domains that
 * spam uses (`abc.com`, `xx.cn`, `t.me/…`, `bit.ly`). Score talk never matches: `2:1`, `3.5球`, `1.75` have no
 * letters after the dot, and `C罗` no dot at all.
 *
 * The text is first put in its plain form (NFKC: full-width `ａｂｃ．ｃｏｍ` becomes `abc.com`), invisible
 * characters are dropped, and the ideographic full stop `。` counts as a dot when it sits between ASCII letters
 * or digits, the ways a spammer writes around a filter. Country codes that are also team or place
 * abbreviations (`LA`, `KR`, `US`…) are left out so `湖人vs.LA快船` stays a sentence.
 */
const TLDS = [
  'com',
  'cn',
  'net',
  'org',
  'info',
  'biz',
  'me',
  'io',
  'cc',
  'tv',
  'co',
  'ly',
  'gg',
  'top',
  'xyz',
  'vip',
  'app',
  'club',
  'site',
  'online',
  'shop',
  'store',
  'live',
  'link',
  'bet',
  'win',
  'icu',
  'asia',
  'ws',
  'pw',
  'fun',
  'pro',
  'mobi',
  'ltd',
  'wang',
  'xin',
  'ink',
  'cloud',
  'tech',
  'space',
  'website',
  'cyou',
  // Short-link and free domains spam favours: suo.im, goo.gl, youtu.be, x.to, x.tk.
  'im',
  'gl',
  'be',
  'to',
  'tk',
  'ml',
  'so',
];

const DOT = '[.\u3002]';
const LINK = new RegExp(
  `[a-z][a-z0-9+.-]*://|www${DOT}|[a-z0-9]${DOT}(?:${TLDS.join('|')})(?![a-z0-9])` +
    // A bare IPv4 address (1.2.3.4): four numbers, where odds and scores have two.
    `|(?<![\\d.])\\d{1,3}(?:${DOT}\\d{1,3}){3}(?![\\d.])`,
  'i',
);
/**
 * Every default-ignorable character (Unicode's list: zero-width spaces and joiners, direction marks and
 * embeddings, the combining grapheme joiner, variation selectors, tag characters, the Hangul filler…): they
 * show as nothing, so `abc\u034f.com` reads as a link to a person and must to the filter too.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

export function containsLink(text: string): boolean {
  return LINK.test(text.normalize('NFKC').replace(INVISIBLE, ''));
}
