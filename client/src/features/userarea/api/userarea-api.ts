import type { UserInfo } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** The user-centre calls of spec §7. */
export const userareaApi = {
  selectById: (): Promise<ApiResult<UserInfo>> => requestJson('/api/user/user/selectById'),
  selectUserInfoNew: (userId: string): Promise<ApiResult<UserInfo>> =>
    requestJson(`/api/user/user/selectUserInfoNew?userId=${encodeURIComponent(userId)}`),
  updateById: (patch: { userName?: string; headImage?: string; signature?: string; sex?: string }) =>
    postJson<UserInfo>('/api/user/user/updateById', patch),
  changePassword: (form: { originalPassword: string; password: string; confirmPassword: string }) =>
    postJson<null>('/api/user/user/updatePassWordNew', form),
  /** POSTed, not the spec's GET (the gateway answers a GET 405): the login password never sits in a URL. */
  bindPhone: (form: { password: string; phone: string; code: string }) =>
    postJson<UserInfo>('/api/user/user/bindingPhone', form),
  realNameAuth: (form: { cardNo: string; realName: string; phone: string; code: string }) =>
    postJson<UserInfo>('/api/user/auth/realNameAuth', form),
  logOff: (): Promise<ApiResult<null>> => requestJson('/api/user/user/logOff'),
  async uploadAvatar(file: File): Promise<ApiResult<string>> {
    const form = new FormData();
    form.append('file', file);
    const res = await requestJson<{ fileSrc: string }[]>('/api/user/upload/avatar', {
      method: 'POST',
      body: form,
    });
    if (!res.ok) return res;
    const src = res.data[0]?.fileSrc;
    return src ? { ok: true, data: src, msg: res.msg } : { ok: false, code: 500, msg: '图片上传失败' };
  },
};
