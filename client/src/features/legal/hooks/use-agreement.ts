import type { Agreement, AgreementId } from '@kuyi/shared';
import { useCallback, useEffect, useState } from 'react';
import { getAgreement } from '../api/get-agreement.ts';

/** The read as a tagged union: the page shows 加载中 / the error / the text, never two at once. */
export type AgreementView =
  | { kind: 'loading' }
  | { kind: 'ok'; agreement: Agreement }
  | { kind: 'error'; msg: string };

/** Reads one agreement; `retry` reads it again after an error. A newer id aborts the older read. */
export function useAgreement(id: AgreementId): { view: AgreementView; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ key: string; view: AgreementView } | null>(null);
  const key = `${id}#${attempt}`;
  useEffect(() => {
    const abort = new AbortController();
    getAgreement(id, abort.signal).then(
      (res) => {
        if (abort.signal.aborted) return;
        setHeld({
          key,
          view: res.ok ? { kind: 'ok', agreement: res.data } : { kind: 'error', msg: res.msg },
        });
      },
      () => {},
    );
    return () => abort.abort();
  }, [id, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view: held?.key === key ? held.view : { kind: 'loading' }, retry };
}
