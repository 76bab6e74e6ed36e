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
];

const DOT = '[.\u3002]';
const LINK = new RegExp(
  `[a-z][a-z0-9+.-]*://|www${DOT}|[a-z0-9]${DOT}(?:${TLDS.join('|')})(?![a-z0-9])`,
  'i',
);
/** Soft hyphen, zero-width spaces and joiners, direction marks, word joiner, BOM. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]/g;

export function containsLink(text: string): boolean {
  return LINK.test(text.normalize('NFKC').replace(INVISIBLE, ''));
}
