import type { ReactNode } from 'react';
import LoadError from '../../../components/load-error.tsx';
import type { Loaded } from '../api/use-api.ts';

/**
 * Loading and error states in Chinese around a loaded value. A failed read says why and, when reading
 * again may help (network, 5xx), offers 重试: before, a dropped connection left only a reload of the page.
 */
export function LoadedView<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p className="arena-state">加载中…</p>;
  if (state.status === 'error') return <LoadError msg={state.msg} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
