import type { User, UserInfo } from '@kuyi/shared';
import { type ApiResult, postJson, requestJson } from '../../../lib/http/request-json.ts';

/** What a code is for ([SMS7]): register and a new phone need a free number, reset and login a registered one. */
export type SmsPurpose = 'register' | 'login' | 'reset' | 'change';

/** The account calls of spec §7 "Auth and user", as values (ok/data or code/msg). */
export const authApi = {
  /** [SMS7] With a purpose the gateway refuses (400) a phone the flow's submit would refuse, sending nothing. */
  sendCode: (phone: string, purpose?: SmsPurpose): Promise<ApiResult<null>> =>
    requestJson(
      `/api/user/user/sentCode?phone=${encodeURIComponent(phone)}${purpose ? `&type=${purpose}` : ''}`,
    ),
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
