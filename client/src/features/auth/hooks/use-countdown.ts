import { SMS_RESEND_SECONDS } from '@kuyi/shared';
import { useCallback, useEffect, useState } from 'react';

/** Seconds left of the SMS button's wait (spec §4: a disabled 60-second countdown, then it returns). */
export function useCountdown(seconds: number = SMS_RESEND_SECONDS): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}
