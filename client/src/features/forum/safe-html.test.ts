import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.ts';

/** [F1] the client re-sanitizes post HTML with the same allow-list as the server. */
describe('safeHtml', () => {
  it('[F1] keeps formatting, links (opened safely) and our images', () => {
    const own = '/api/user/upload/files/0123456789abcdef0123456789abcdef.png';
    expect(safeHtml(`<p>一<b>二</b><a href="https://a.example/">链</a><img src="${own}" alt="图"></p>`)).toBe(
      `<p>一<b>二</b><a href="https://a.example/" rel="nofollow noopener noreferrer" target="_blank">链</a><img src="${own}" alt="图" loading="lazy"></p>`,
    );
  });

  it.each([
    ['<script>alert(1)</script>正文', '正文'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:alert(1)">点</a>', '<a>点</a>'],
    ['<a href=" JAVASCRIPT:alert(1)">点</a>', '<a>点</a>'],
    ['<p onclick="alert(1)" style="x">字</p>', '<p>字</p>'],
    ['<svg><script>alert(1)</script></svg>尾', '尾'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>尾', '尾'],
    ['<div class="x"><span>包</span></div>', '<p>包</p>'],
    ['第一行<div>第二行</div><div><br></div>', '第一行<p>第二行</p><p><br></p>'],
    ['<img src="http://plain.example/a.png">', ''],
    ['&lt;script&gt;', '&lt;script&gt;'],
  ])('[F1] %s → %s', (input, expected) => {
    expect(safeHtml(input)).toBe(expected);
  });
});
