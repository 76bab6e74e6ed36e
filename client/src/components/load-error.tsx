import type { ReactNode } from 'react';
import './load-error.css';

/**
 * A read that failed: why, in Chinese, and 重试 to read again; role="alert" so a screen reader says it.
 * Without `onRetry` there is no 重试 (a 404 stays a 404); `actions` sit beside it (返回资料库), `children` below.
 */
export default function LoadError({
  msg,
  onRetry,
  actions,
  children,
}: {
  msg: string;
  onRetry?: (() => void) | undefined;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error-msg">{msg}</p>
      {(onRetry || actions) && (
        <p className="load-error-actions">
          {onRetry && (
            <button type="button" className="btn btn-sm" onClick={onRetry}>
              重试
            </button>
          )}
          {actions}
        </p>
      )}
      {children}
    </div>
  );
}
