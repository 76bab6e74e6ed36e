import type { ReactNode } from 'react';
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
