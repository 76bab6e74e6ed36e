import { WRITE_GET_HEADER } from '@kuyi/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson } from './request-json.ts';

afterEach(() => vi.unstubAllGlobals());

describe('requestJson', () => {
  it('marks a write GET (logOff, 打赏, 点赞, 关注, buys) with the header an image or a link cannot send; reads go plain', async () => {
    const sent: Array<{ url: string; header: string | null }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, header: new Headers(init.headers).get(WRITE_GET_HEADER) });
        return Response.json({ code: 200, msg: '成功', data: null });
      }),
    );
    await requestJson('/api/user/user/logOff');
    await requestJson('/api/user/reply/dianZanReply?replyId=3');
    await requestJson('/api/user/user/selectById');
    expect(sent).toEqual([
      { url: '/api/user/user/logOff', header: '1' },
      { url: '/api/user/reply/dianZanReply?replyId=3', header: '1' },
      { url: '/api/user/user/selectById', header: null },
    ]);
  });
});
