import type { User, UserInfo } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** The account calls of spec §7 "Auth and user", as values (ok/data or code/msg). */
export const authApi = {
  sendCode: (phone: string): Promise<ApiResult<null>> =>
    requestJson(`/api/user/user/sentCode?phone=${encodeURIComponent(phone)}`),
  login: (phoneOrUserName: string, password: string): Promise<ApiResult<User>> =>
    postJson('/api/user/user/login', { phoneOrUserName, password }),
  loginByCode: (phone: string, code: string): Promise<ApiResult<User>> =>
    postJson('/api/user/user/loginPcForCode', { phone, code }),
  register: (form: {
    phone: string;
    password: string;
    confirmPassword: string;
    code: string;
    userName: string;
    invitationCode: string;
    /** The ad click id the visitor landed with, for the OCPC register conversion (issue 16). */
    bd_vid?: string;
  }): Promise<ApiResult<User>> => postJson('/api/user/user/register', form),
  resetPassword: (form: {
    phone: string;
    code: string;
    password: string;
    confirmPassword: string;
  }): Promise<ApiResult<null>> => postJson('/api/user/user/updatePassWord', form),
  logout: (): Promise<ApiResult<null>> => postJson('/api/user/user/logout', {}),
  selectById: (): Promise<ApiResult<UserInfo>> => requestJson('/api/user/user/selectById'),
};

/** The readable marker the gateway sets next to its httpOnly token (spec §4 "if a token cookie exists"). */
export const LOGIN_MARKER = 'kuyi_login';

export function hasLoginCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((c) => c.trim() === `${LOGIN_MARKER}=1`);
}
