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
  /** Set once the account is cancelled ([UA2]): its phone stays reserved and its logins are refused. */
  cancelledAt?: Date | null;
}

/**
 * [SMS7] The refusal the flow's final submit would give, said before a (paid) code is sent: register and a
 * new phone must be free, forgot-password and code login need a registered one (code login does not sign a
 * new phone up: loginPcForCode refuses it) that is not cancelled; a cancelled account's phone stays reserved
 * ([UA2]) and sign-up says so. `me` is the session's user, if any.
 */
export function purposeRefusal(
  purpose: CodePurpose,
  owner: PhoneOwner | null,
  me: PhoneOwner | null,
): string | null {
  if (purpose === 'register') {
    if (!owner) return null;
    return owner.cancelledAt ? AUTH_MSG.phoneCancelled : AUTH_MSG.phoneTaken;
  }
  if (purpose === 'reset' || purpose === 'login') {
    if (!owner) return AUTH_MSG.phoneNotRegistered;
    return owner.cancelledAt ? AUTH_MSG.cancelled : null;
  }
  if (purpose === 'change') {
    if (!owner) return null;
    return me && owner.id === me.id ? AUTH_MSG.samePhone : AUTH_MSG.phoneBound;
  }
  return null;
}
