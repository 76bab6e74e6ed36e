import { describe, expect, it } from 'vitest';
import { containsLink } from './links.ts';

describe('[C5] containsLink: chat refuses links (spam and ads), not score talk', () => {
  it('finds a link with a scheme, a www. host or a bare domain, anywhere in the text', () => {
    for (const text of [
      'http://example.com',
      '看直播 https://abc.xyz/live?id=1 免费',
      'HTTPS://EXAMPLE.ORG',
      'ftp://files.example.net',
      'www.abc',
      '来 WWW.kuyi 看',
      'abc.com',
      '加群xx.cn领福利',
      't.me/freetips',
      '私聊t.me',
      'bit.ly/3abc',
      'sub.domain.net/path',
      'my-site.vip',
      '球探1234.com',
      '加qq12345@qq.com',
      'tips.top!!',
      'abc.com:8080',
      // Written around the filter: full-width letters and dots, an ideographic full stop, an invisible space.
      'ａｂｃ．ｃｏｍ',
      'abc。com',
      'abc\u200b.com',
      'abc.c\u200bom',
      // Other invisible (default-ignorable) characters, short-link domains and a bare address.
      'abc\u034f.com',
      'abc\u202e.com',
      'abc\u3164.com',
      'abc\ufe0f.com',
      'abc\u{e0061}.com',
      '看直播 suo.im/abc',
      'goo.gl/x',
      'youtu.be/abc',
      '1.2.3.4/x',
      '加群 192.168.0.1',
    ])
      expect(containsLink(text), text).toBe(true);
  });

  it('leaves ordinary score and betting talk alone', () => {
    for (const text of [
      '2:1',
      '3.5球',
      '1.75',
      '让球-0.5/1，大小2.5/3',
      'C罗',
      'C罗进球了！',
      '好球！',
      '半场1-0，全场2.5球',
      '梅西10号',
      'NBA总决赛G7',
      '<b>好球</b>',
      '湖人vs.勇士',
      'A.C.米兰',
      'e.g. 这球该判点球',
      'Man.Utd 加油',
      '湖人vs.LA快船',
      '中国vs.KR',
      '买了500ml饮料',
      '我爱足球。com',
      '终场了。明天见',
      'ok.',
      '...',
      'www',
      'http',
      '1.2.3',
      '',
    ])
      expect(containsLink(text), text).toBe(false);
  });
});
