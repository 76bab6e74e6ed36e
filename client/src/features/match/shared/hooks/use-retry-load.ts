import { useState } from 'react';
import type { ApiResult } from '../../../../lib/http/request-json.ts';
import { type Load, useLoad } from './use-load.ts';

/** useLoad plus `retry`, for a 重试 button: each press reads again under a fresh key. */
export function useRetryLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): { load: Load<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  return { load: useLoad(`${key}#${attempt}`, load), retry: () => setAttempt((n) => n + 1) };
}
