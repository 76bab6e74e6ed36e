import { describe, expect, it } from 'vitest';
import { parseAgreement, parseInline } from './parse-agreement.ts';

describe('parseAgreement ([A3] agreement text)', () => {
  it('splits the preamble, numbered sections, sub-headings, paragraphs and lists', () => {
    const parsed = parseAgreement(
      [
        '欢迎使用酷易体育！',
        '',
        '## 一、服务内容',
        '本站提供：',
        '- 即时比分；',
        '- **指数**数据。',
        '',
        '### 1.1 注册',
        '请使用本人手机号',
        '注册。',
        '## 二、联系我们',
        '客服邮箱：service@kuyisports.example',
      ].join('\n'),
    );
    expect(parsed.intro).toEqual([{ kind: 'p', inlines: [{ text: '欢迎使用酷易体育！', strong: false }] }]);
    expect(parsed.sections.map((s) => [s.id, s.title])).toEqual([
      ['section-1', '一、服务内容'],
      ['section-2', '二、联系我们'],
    ]);
    expect(parsed.sections[0]?.blocks).toEqual([
      { kind: 'p', inlines: [{ text: '本站提供：', strong: false }] },
      {
        kind: 'ul',
        items: [
          [{ text: '即时比分；', strong: false }],
          [
            { text: '指数', strong: true },
            { text: '数据。', strong: false },
          ],
        ],
      },
      { kind: 'h3', text: '1.1 注册' },
      { kind: 'p', inlines: [{ text: '请使用本人手机号注册。', strong: false }] },
    ]);
  });

  it('keeps escaped stars literal, so masked numbers are not read as bold', () => {
    expect(parseInline('如 138\\*\\*\\*\\*8000，**不公开**')).toEqual([
      { text: '如 138****8000，', strong: false },
      { text: '不公开', strong: true },
    ]);
  });
});
