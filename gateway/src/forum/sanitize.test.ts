import { describe, expect, it } from 'vitest';
import { isAllowedImageSrc, plainText, sanitizeUserHtml } from './sanitize.ts';

const OWN = '/api/user/upload/files/0123456789abcdef0123456789abcdef.png';

/** [F1] user HTML keeps formatting and loses everything that can run. */
describe('sanitizeUserHtml', () => {
  it('[F1] keeps the formatting allow-list', () => {
    const html =
      '<h2>标题</h2><p>一<b>二</b><strong>三</strong><i>四</i><em>五</em><u>六</u><s>七</s><br></p>' +
      '<blockquote>引用</blockquote><ul><li>甲</li></ul><ol><li>乙</li></ol><h3>小</h3>';
    expect(sanitizeUserHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<script>alert(1)</script><p>正文</p>', '<p>正文</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="alert(1)" style="color:red">文字</p>', '<p>文字</p>'],
    ['<a href="javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href=" javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">点我</a>', '<a>点我</a>'],
    ['<a href="/relative">站内</a>', '<a>站内</a>'],
    ['<iframe src="https://evil.example"></iframe>尾', '尾'],
    ['<svg onload=alert(1)><circle/></svg>尾', '尾'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<style>body{display:none}</style>尾', '尾'],
    ['<div onclick="x" style="y"><span>包裹</span></div>', '<p>包裹</p>'],
    // What the editor makes of 第一行 ⏎ 第二行 ⏎ ⏎ 第四行: each line stays a line.
    [
      '第一行<div>第二行</div><div><br></div><div>第四行</div>',
      '第一行<p>第二行</p><p><br /></p><p>第四行</p>',
    ],
    ['<img src="http://insecure.example/a.png">', ''],
    ['<img src="//cdn.example/a.png">', ''],
    ['<img src="/api/user/upload/files/../../etc/passwd">', ''],
  ])('[F1] %s → %s', (input, expected) => {
    const out = sanitizeUserHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/javascript:|onerror|onclick|onload|<script/i);
  });

  it('[F1] http(s) links get rel=nofollow noopener; a sent rel is replaced', () => {
    expect(
      sanitizeUserHtml('<a href="https://example.com/x?a=1&b=2" rel="opener" target="_blank">链接</a>'),
    ).toBe('<a href="https://example.com/x?a=1&amp;b=2" rel="nofollow noopener">链接</a>');
  });

  it('[F1] images from our uploads or https stay, with alt only', () => {
    expect(sanitizeUserHtml(`<img src="${OWN}" alt="图" width="9" onerror="x">`)).toBe(
      `<img src="${OWN}" alt="图" />`,
    );
    expect(sanitizeUserHtml('<img src="https://img.example/a.jpg">')).toBe(
      '<img src="https://img.example/a.jpg" />',
    );
  });

  it('[F1] isAllowedImageSrc accepts only our upload names and https', () => {
    expect(isAllowedImageSrc(OWN)).toBe(true);
    expect(isAllowedImageSrc('https://a.example/b.png')).toBe(true);
    expect(isAllowedImageSrc('/api/user/upload/files/x.png')).toBe(false);
    expect(isAllowedImageSrc('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSrc(undefined)).toBe(false);
  });

  it('[F1] an https image that is an API call (a write GET fired by every reader) is dropped', () => {
    expect(isAllowedImageSrc('https://kuyi.example/api/user/user/logOff')).toBe(false);
    expect(isAllowedImageSrc('https://kuyi.example/API/user/arenaRecommend/dianZan?id=1')).toBe(false);
    expect(isAllowedImageSrc('https://kuyi.example/sc/api/football/header?matchId=1')).toBe(false);
    expect(isAllowedImageSrc('https://img.example/apis/photo.png')).toBe(true);
  });
});

describe('plainText', () => {
  it('[F1] gives readable text with blocks separated and entities decoded, cut to length', () => {
    expect(plainText('<p>甲 &amp; 乙</p><p>&lt;丙&gt;</p><script>x()</script>')).toBe('甲 & 乙 <丙>');
    expect(plainText('<p>一二三四五</p>', 3)).toBe('一二三');
    expect(plainText('<p> </p><br>')).toBe('');
  });
});
