/** A UserSig is valid this long (Tencent's samples use 7 days; the client asks again on every login). */
export const USER_SIG_EXPIRE_S = 7 * 86_400;

export interface TencentIm {
  sdkAppId: number;
  secret: string;
}

/**
 * TENCENT_IM_SDKAPPID and TENCENT_IM_SECRET: both set → genUserSig also signs Tencent IM UserSigs; both unset →
 * our own chat only. One without the other, or an app id that is not a number, stops the gateway.
 */
export function loadTencentIm(env: NodeJS.ProcessEnv): TencentIm | null {
  const rawId = env.TENCENT_IM_SDKAPPID?.trim() ?? '';
  const secret = env.TENCENT_IM_SECRET?.trim() ?? '';
  if (!rawId && !secret) return null;
  const problems: string[] = [];
  if (!rawId) problems.push('TENCENT_IM_SDKAPPID is required when TENCENT_IM_SECRET is set');
  else if (!/^[1-9]\d{0,9}$/.test(rawId)) problems.push('TENCENT_IM_SDKAPPID must be a positive integer');
  if (!secret) problems.push('TENCENT_IM_SECRET is required when TENCENT_IM_SDKAPPID is set');
  if (problems.length) throw new Error(`invalid chat configuration: ${problems.join('; ')}`);
  return { sdkAppId: Number(rawId), secret };
}
