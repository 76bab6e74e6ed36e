import { describe, expect, it } from 'vitest';
import { isWriteCall, isWriteGet } from './write-gets.ts';

describe('the spec’s write GETs', () => {
  it('a write GET is known under any case and with a trailing slash, as express routes it', () => {
    expect(isWriteGet('/user/reply/dianZanReply')).toBe(true);
    expect(isWriteGet('/USER/reply/DIANZANREPLY/')).toBe(true);
    expect(isWriteGet('/user/reply/getComment')).toBe(false);
  });

  it('a call is a write when its method is not GET/HEAD, or when it GETs a write path below /api', () => {
    expect(isWriteCall('POST', '/api/user/posts/insert')).toBe(true);
    expect(isWriteCall('get', '/api/user/userRewardPost/userRewardPostMoney?rewardMoney=1&postId=2')).toBe(
      true,
    );
    expect(isWriteCall('GET', 'http://localhost:4000/api/user/user/logOff')).toBe(true);
    expect(isWriteCall('GET', '/api/user/bill/list?page=1')).toBe(false);
    // The same path outside /api is not the call.
    expect(isWriteCall('GET', '/user/user/logOff')).toBe(false);
  });
});
