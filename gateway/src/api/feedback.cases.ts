import { MSG } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { feedback } from '../db/schema.ts';
import { registerUser } from './test-backends.ts';
import { TestClient } from './test-client.ts';
import type { TestGateway } from './test-gateway.ts';

/** Contract cases: POST /api/user/feedback/addFeedback (spec §3, §5). Run by accounts.contract.test.ts. */
export function feedbackCases(gateway: () => TestGateway): void {
  const rows = () => gateway().api.db().select().from(feedback).orderBy(feedback.id);
  describe('feedback', () => {
    it('[V13] an empty form (no text after trimming, no image) is refused and nothing is stored', async () => {
      const c = new TestClient(gateway().gw.url);
      const before = (await rows()).length;
      for (const body of [
        {},
        { feedbackDetail: '   \n ', img: ' , ', imgList: [], phone: '13800138000', feedbackType: '卡顿' },
      ]) {
        const res = await c.post('/api/user/feedback/addFeedback', body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 400, msg: MSG.feedbackEmpty, data: null });
      }
      expect(await rows()).toHaveLength(before);
    });

    it('[V13] no single field is required: anonymous text alone, or an image alone, is accepted', async () => {
      const c = new TestClient(gateway().gw.url);
      const before = (await rows()).length;
      const text = await c.post('/api/user/feedback/addFeedback', { feedbackDetail: '比分不刷新' });
      expect(text.body).toEqual({ code: 200, msg: AUTH_MSG.feedbackOk, data: null });
      const image = '/api/user/upload/files/fedcba9876543210fedcba9876543210.png';
      const pic = await c.post('/api/user/feedback/addFeedback', { img: image });
      expect(pic.body).toEqual({ code: 200, msg: AUTH_MSG.feedbackOk, data: null });
      expect((await rows()).slice(before)).toMatchObject([
        { userId: null, feedbackType: '其他', feedbackDetail: '比分不刷新', img: '' },
        { userId: null, feedbackType: '其他', feedbackDetail: '', img: image },
      ]);
    });

    it('[V13] more than 5 images, an unknown type and foreign image paths are refused', async () => {
      const c = new TestClient(gateway().gw.url);
      const before = (await rows()).length;
      const six = Array.from({ length: 6 }, (_, i) => `/api/user/upload/files/${String(i).repeat(32)}.png`);
      expect((await c.post('/api/user/feedback/addFeedback', { imgList: six })).body.msg).toBe(
        MSG.feedbackTooManyImages,
      );
      const text = { feedbackDetail: '页面出错了' };
      expect(
        (await c.post('/api/user/feedback/addFeedback', { ...text, feedbackType: '投诉' })).body.msg,
      ).toBe(MSG.feedbackTypeInvalid);
      expect(
        (await c.post('/api/user/feedback/addFeedback', { ...text, phone: '123456789012' })).body.msg,
      ).toBe(MSG.phoneInvalid);
      const foreign = await c.post('/api/user/feedback/addFeedback', { img: 'https://evil.example/x.png' });
      expect(foreign.body).toEqual({ code: 400, msg: '图片地址无效', data: null });
      // A path that starts like ours but climbs out of the uploads folder names an API call, not an image.
      const climbing = await c.post('/api/user/feedback/addFeedback', {
        img: '/api/user/upload/files/../../user/userRewardPost/userRewardPostMoney?rewardMoney=9&postId=1',
      });
      expect(climbing.body).toEqual({ code: 400, msg: '图片地址无效', data: null });
      expect(await rows()).toHaveLength(before);
    });

    it('[V13] a logged-in user submits a full form', async () => {
      const c = new TestClient(gateway().gw.url);
      const { user } = await registerUser(c);
      const res = await c.post('/api/user/feedback/addFeedback', {
        feedbackDetail: '比分刷新有延迟',
        imgList: ['/api/user/upload/files/0123456789abcdef0123456789abcdef.png'],
        img: '/api/user/upload/files/0123456789abcdef0123456789abcdef.png',
        phone: '13800138000',
        feedbackType: '卡顿',
      });
      expect(res.body.msg).toBe(AUTH_MSG.feedbackOk);
      expect((await rows()).at(-1)).toMatchObject({
        userId: Number(user.id),
        feedbackType: '卡顿',
        feedbackDetail: '比分刷新有延迟',
        img: '/api/user/upload/files/0123456789abcdef0123456789abcdef.png',
        phone: '13800138000',
      });
    });
  });
}
