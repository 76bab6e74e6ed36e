import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { isShowLoginBoxAtom } from '../../../state/user-atoms.ts';
import { useLoginState } from '../hooks/use-login-state.ts';

/**
 * The one place a page's login prompt is decided: the prompt for a visitor, 加载中… (in the prompt's own
 * box) while a remembered login is being restored, nothing for a logged-in user. Pages keep their own
 * prompt text and markup.
 */
export function LoginRequired({ className, children }: { className?: string; children: ReactNode }) {
  const state = useLoginState();
  if (state === 'user') return null;
  if (state === 'restoring')
    return (
      <p className={className} aria-busy="true">
        加载中…
      </p>
    );
  return <>{children}</>;
}

/** The one-line prompt most boxes use: their sentence and a 登录 button that opens the login box. */
export function LoginPrompt({
  className,
  text,
  primary = false,
}: {
  className: string;
  text: string;
  /** The main call of its page (发布资讯), not a box beside the content. */
  primary?: boolean;
}) {
  const showLogin = useSetAtom(isShowLoginBoxAtom);
  return (
    <LoginRequired className={className}>
      <p className={className}>
        {text}
        <button
          type="button"
          className={primary ? 'btn btn-primary btn-sm' : 'btn btn-sm'}
          onClick={() => showLogin(true)}
        >
          登录
        </button>
      </p>
    </LoginRequired>
  );
}
