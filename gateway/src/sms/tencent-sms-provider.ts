import tencentcloud from 'tencentcloud-sdk-nodejs-sms';
import { AUTH_MSG } from '../auth/auth-messages.ts';
import { AppError } from '../errors.ts';
import type { SmsNotice } from './sms-notice.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  region: string;
  sdkAppId: string;
  signName: string;
  /** A template with two parameters: {1} the code, {2} the minutes it stays valid. */
  templateId: string;
  /**
   * One template per notice kind, its parameters the notice's `params`: phoneChanged is
   * `您的账号绑定手机已于{1}更换为{2}，如非本人操作请立即联系客服。`.
   */
  noticeTemplateIds: Record<SmsNotice['kind'], string>;
  /** Default `https://sms.tencentcloudapi.com`; tests point it at a local stand-in. */
  endpoint?: string;
}

/** Tencent Cloud SMS (SendSms, API 2021-01-11) through its official Node SDK. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly client;

  constructor(private readonly opts: TencentSmsOptions) {
    const endpoint = new URL(opts.endpoint ?? 'https://sms.tencentcloudapi.com');
    this.client = new tencentcloud.sms.v20210111.Client({
      credential: { secretId: opts.secretId, secretKey: opts.secretKey },
      region: opts.region,
      profile: {
        httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqTimeout: 10 },
      },
    });
  }

  sendCode(phone: string, code: string, ttlMinutes: number): Promise<void> {
    return this.send(phone, this.opts.templateId, [code, String(ttlMinutes)]);
  }

  sendNotice(phone: string, notice: SmsNotice): Promise<void> {
    return this.send(phone, this.opts.noticeTemplateIds[notice.kind], [...notice.params]);
  }

  private async send(phone: string, templateId: string, params: string[]): Promise<void> {
    let status: { Code?: string; Message?: string } | undefined;
    try {
      const res = await this.client.SendSms({
        PhoneNumberSet: [`+86${phone}`],
        SmsSdkAppId: this.opts.sdkAppId,
        SignName: this.opts.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
      });
      status = res.SendStatusSet?.[0];
    } catch (cause) {
      throw new AppError(503, AUTH_MSG.smsFailed, { cause });
    }
    if (status?.Code !== 'Ok') {
      throw new AppError(503, AUTH_MSG.smsFailed, {
        cause: new Error(`tencent sms: ${status?.Code} ${status?.Message}`),
      });
    }
  }
}
