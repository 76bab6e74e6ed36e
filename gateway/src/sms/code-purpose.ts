import { AUTH_MSG } from '../auth/auth-messages.ts';
import { badRequest } from '../errors.ts';

/** What a code is asked for ([SMS7]): `sentCode?type=`. Without one the send is not checked (as before). */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The `type` query value as a purpose, undefined when absent; anything else is refused. */
export function parseCodePurpose(raw: unknown): CodePurpose | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && (CODE_PURPOSES as readonly string[]).includes(raw))
    return raw as CodePurpose;
  throw badRequest(AUTH_MSG.codePurposeInvalid);
}

/** Who holds a phone, as the purpose check needs it. */
export interface PhoneOwner {
  id: number;
}

/**
 * [SMS7] The refusal the flow's final submit would give, said before a (paid) code is sent: register and a
 * new phone must be free, forgot-password and code login need a registered one (code login does not sign a
 * new phone up: loginPcForCode refuses it). `me` is the session's user, if any.
 */
export function purposeRefusal(
  purpose: CodePurpose,
  owner: PhoneOwner | null,
  me: PhoneOwner | null,
): string | null {
  if (purpose === 'register') return owner ? AUTH_MSG.phoneTaken : null;
  if (purpose === 'reset' || purpose === 'login') return owner ? null : AUTH_MSG.phoneNotRegistered;
  if (purpose === 'change') {
    if (!owner) return null;
    return me && owner.id === me.id ? AUTH_MSG.samePhone : AUTH_MSG.phoneBound;
  }
  return null;
}
