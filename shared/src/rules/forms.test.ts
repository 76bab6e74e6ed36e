import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  agreementSchema,
  bindPhoneSchema,
  changePasswordSchema,
  feedbackSchema,
  loginByCodeSchema,
  loginByPasswordSchema,
  realNameAuthSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
} from './forms.ts';
import { idCardCheckChar } from './id-card.ts';
import { MSG } from './messages.ts';

/** The messages a parse produces, so a test can say which rule fired. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const VALID_ID = '11010519491231002X';

describe('spec §5 validation', () => {
  it("[V1] phone: 11 digits starting with 1, else '请输入正确的手机号码'", () => {
    expect(messages(sendCodeSchema, { phone: '13800138000' })).toEqual([]);
    for (const phone of ['', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138'])
      expect(messages(sendCodeSchema, { phone })).toEqual([MSG.phoneInvalid]);
    expect(MSG.phoneInvalid).toBe('请输入正确的手机号码');
  });

  it("[V2] password login: 6–30 characters, else '密码长度为6-30位'", () => {
    expect(messages(loginByPasswordSchema, { phoneOrUserName: '13800138000', password: '123456' })).toEqual(
      [],
    );
    expect(messages(loginByPasswordSchema, { phoneOrUserName: 'fan_01', password: 'a'.repeat(30) })).toEqual(
      [],
    );
    for (const password of ['', '12345', 'a'.repeat(31)])
      expect(messages(loginByPasswordSchema, { phoneOrUserName: '13800138000', password })).toEqual([
        '密码长度为6-30位',
      ]);
  });

  it("[V3] code login: exactly six digits, else '请输入正确的验证码'", () => {
    expect(messages(loginByCodeSchema, { phone: '13800138000', code: '012345' })).toEqual([]);
    for (const code of ['', '12345', '1234567', '12a456'])
      expect(messages(loginByCodeSchema, { phone: '13800138000', code })).toEqual(['请输入正确的验证码']);
  });

  it('[V4] login requires the agreement to be ticked', () => {
    expect(messages(agreementSchema, true)).toEqual([]);
    expect(messages(agreementSchema, false)).toEqual([
      '请先阅读并同意酷易体育用户服务协议和酷易体育隐私政策',
    ]);
  });

  describe('[V6] reset password', () => {
    const good = { phone: '13800138000', code: '123456', password: 'abc123', confirmPassword: 'abc123' };
    it('accepts a valid form', () => expect(messages(resetPasswordSchema, good)).toEqual([]));
    it("phone: '请输入手机号！' when empty, '请输入正确的手机号！' when malformed", () => {
      expect(messages(resetPasswordSchema, { ...good, phone: '' })).toEqual(['请输入手机号！']);
      expect(messages(resetPasswordSchema, { ...good, phone: '12345' })).toEqual(['请输入正确的手机号！']);
      expect(messages(resetPasswordSchema, { ...good, phone: '138001380001' })).toContain(
        '请输入正确的手机号！',
      );
    });
    it("code: '请输入验证码！' when empty, '请输入正确的验证码！' unless six digits", () => {
      expect(messages(resetPasswordSchema, { ...good, code: '' })).toEqual(['请输入验证码！']);
      expect(messages(resetPasswordSchema, { ...good, code: '12345' })).toEqual(['请输入正确的验证码！']);
      expect(MSG.resetCodeNotRequested).toBe('请先请求验证码！');
    });
    it('password: required, 6–30, not only digits, only letters or only symbols', () => {
      expect(messages(resetPasswordSchema, { ...good, password: '', confirmPassword: '' })).toContain(
        '请输入密码！',
      );
      const weak = '密码长度为6-30位,必须由数字、字母等组成！';
      for (const password of ['123456', 'abcdef', '!@#$%^', 'a1', `a1${'b'.repeat(29)}`])
        expect(messages(resetPasswordSchema, { ...good, password, confirmPassword: password })).toEqual([
          weak,
        ]);
      for (const password of ['abc123', 'abc!@#', '123!@#', 'Kuyi_2026'])
        expect(messages(resetPasswordSchema, { ...good, password, confirmPassword: password })).toEqual([]);
    });
    it("confirm: '请输入确认密码！' when empty, '两次密码输的不一致，请检查！' when different", () => {
      expect(messages(resetPasswordSchema, { ...good, confirmPassword: '' })).toContain('请输入确认密码！');
      expect(messages(resetPasswordSchema, { ...good, confirmPassword: 'abc124' })).toEqual([
        '两次密码输的不一致，请检查！',
      ]);
    });
    it("the form's overall failure message is '重置密码失败，请检查！'", () => {
      expect(MSG.resetFailed).toBe('重置密码失败，请检查！');
    });
  });

  it('[V7] register checks phone, strong password, confirm, code and user name', () => {
    const good = {
      phone: '13800138000',
      password: 'abc123',
      confirmPassword: 'abc123',
      code: '123456',
      userName: '球迷小王',
    };
    expect(messages(registerSchema, good)).toEqual([]);
    expect(registerSchema.parse(good).invitationCode).toBe('');
    expect(messages(registerSchema, { ...good, phone: '1' })).toEqual([MSG.phoneInvalid]);
    expect(messages(registerSchema, { ...good, userName: 'a' })).toEqual([MSG.userNameInvalid]);
    expect(messages(registerSchema, { ...good, userName: '<b>x</b>' })).toEqual([MSG.userNameInvalid]);
    // [V8] The login box reads a phone-shaped input as a phone: such a name could never log in.
    expect(messages(registerSchema, { ...good, userName: '13800138000' })).toEqual([MSG.userNameIsPhone]);
    expect(messages(registerSchema, { ...good, userName: '138001380001' })).toEqual([]);
    expect(messages(registerSchema, { ...good, confirmPassword: 'abc124' })).toEqual([MSG.confirmMismatch]);
    expect(messages(registerSchema, { ...good, invitationCode: '!!' })).toEqual([MSG.invitationCodeInvalid]);
  });

  it('[V9] real-name auth checks the GB 11643 ID, the Chinese name, phone and code', () => {
    const good = { cardNo: VALID_ID, realName: '张三', phone: '13800138000', code: '123456' };
    expect(messages(realNameAuthSchema, good)).toEqual([]);
    expect(messages(realNameAuthSchema, { ...good, cardNo: '110105194912310021' })).toEqual([
      MSG.cardNoInvalid,
    ]);
    expect(messages(realNameAuthSchema, { ...good, realName: 'Zhang' })).toEqual([MSG.realNameInvalid]);
  });

  describe('[V9] real-name auth refuses an under-18 ID number (未满18周岁，无法完成实名认证), by the Beijing date', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const first17 = '11010520080307123';
    const turns18 = first17 + idCardCheckChar(first17); // born 2008-03-07: 18 on 2026-03-07
    const form = { cardNo: turns18, realName: '张三', phone: '13800138000', code: '123456' };
    it('refuses on the eve of the 18th birthday in Beijing, though the UTC date is the same', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-06T15:59:00Z')); // 23:59 on 6 March in Beijing
      expect(messages(realNameAuthSchema, form)).toEqual([MSG.realNameUnderAge]);
      expect(MSG.realNameUnderAge).toBe('未满18周岁，无法完成实名认证');
    });
    it('accepts from 00:00 of the birthday in Beijing, while UTC still reads the day before', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-06T16:00:00Z')); // 00:00 on 7 March in Beijing
      expect(messages(realNameAuthSchema, form)).toEqual([]);
    });
    it('says an invalid number is invalid, not under age', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-06T15:59:00Z'));
      const bad = `${first17}${idCardCheckChar(first17) === '0' ? '1' : '0'}`;
      expect(messages(realNameAuthSchema, { ...form, cardNo: bad })).toEqual([MSG.cardNoInvalid]);
    });
  });

  it('[V10] password change refuses a missing original and an unchanged password', () => {
    const good = { originalPassword: 'old123', password: 'new123', confirmPassword: 'new123' };
    expect(messages(changePasswordSchema, good)).toEqual([]);
    expect(messages(changePasswordSchema, { ...good, originalPassword: '' })).toEqual([
      MSG.originalPasswordRequired,
    ]);
    expect(
      messages(changePasswordSchema, { ...good, password: 'old123', confirmPassword: 'old123' }),
    ).toEqual([MSG.samePassword]);
  });

  it('[V11] binding a phone needs the login password, a valid phone and code', () => {
    const good = { password: 'abc12345', phone: '13900139000', code: '654321' };
    expect(messages(bindPhoneSchema, good)).toEqual([]);
    expect(messages(bindPhoneSchema, { ...good, phone: '139' })).toEqual([MSG.phoneInvalid]);
    expect(messages(bindPhoneSchema, { ...good, password: '' })).toEqual([MSG.bindPasswordRequired]);
    expect(messages(bindPhoneSchema, { phone: '13900139000', code: '654321' })).toEqual([
      MSG.bindPasswordRequired,
    ]);
  });

  it("[V13] feedback: at most 5 images ('图片最多只可上传5张'), phone at most 11, type from the list", () => {
    const text = { feedbackDetail: '比分刷新慢' };
    expect(messages(feedbackSchema, text)).toEqual([]);
    expect(messages(feedbackSchema, { imgList: ['1', '2', '3', '4', '5'] })).toEqual([]);
    expect(messages(feedbackSchema, { imgList: ['1', '2', '3', '4', '5', '6'] })).toEqual([
      '图片最多只可上传5张',
    ]);
    // The same cap for the comma-joined `img`, which took any number.
    expect(messages(feedbackSchema, { img: ['1', '2', '3', '4', '5', '6'].join(',') })).toEqual([
      '图片最多只可上传5张',
    ]);
    expect(messages(feedbackSchema, { ...text, phone: '138001380001' })).toEqual([MSG.phoneInvalid]);
    expect(messages(feedbackSchema, { ...text, feedbackType: '闪退' })).toEqual([]);
    expect(messages(feedbackSchema, { ...text, feedbackType: '表扬' })).toEqual([MSG.feedbackTypeInvalid]);
  });

  it("[V13] feedback needs text or an image: an empty form says '请填写反馈内容或上传图片'", () => {
    expect(MSG.feedbackEmpty).toBe('请填写反馈内容或上传图片');
    for (const empty of [
      {},
      { feedbackDetail: '' },
      { feedbackDetail: '  \n\t ' },
      { feedbackDetail: ' ', imgList: [' '], img: ' , ', phone: '13800138000', feedbackType: '卡顿' },
    ])
      expect(messages(feedbackSchema, empty)).toEqual([MSG.feedbackEmpty]);
    // Text alone, an image alone (in either field) is enough.
    expect(messages(feedbackSchema, { feedbackDetail: ' 卡 ' })).toEqual([]);
    expect(messages(feedbackSchema, { imgList: ['/api/user/upload/files/a.png'] })).toEqual([]);
    expect(messages(feedbackSchema, { img: '/api/user/upload/files/a.png' })).toEqual([]);
    // The message sits on the text field, where the form shows it.
    const result = feedbackSchema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => i.path)).toEqual([['feedbackDetail']]);
  });
});
