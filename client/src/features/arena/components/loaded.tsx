import type { ReactNode } from 'react';
import type { Loaded } from '../api/use-api.ts';

/** Loading and error states in Chinese around a loaded value. */
export function LoadedView<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p className="arena-state">加载中…</p>;
  if (state.status === 'error') return <p className="arena-state field-error">{state.msg}</p>;
  return <>{children(state.data)}</>;
}
