import { useAtomValue } from 'jotai';
import { isLoginAtom, sessionRestoringAtom } from '../../../state/user-atoms.ts';

/**
 * Who is looking, for a page that shows a login prompt to visitors: 'restoring' while a remembered login
 * (the marker cookie at page load) is still being asked of the server. Such a page shows 加载中… then,
 * not a login prompt that the restored session would take back a moment later.
 */
export type LoginState = 'user' | 'restoring' | 'guest';

export function useLoginState(): LoginState {
  const isLogin = useAtomValue(isLoginAtom);
  const restoring = useAtomValue(sessionRestoringAtom);
  if (isLogin) return 'user';
  return restoring ? 'restoring' : 'guest';
}
