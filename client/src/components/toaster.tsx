import { useSyncExternalStore } from 'react';
import { toastStore } from '../lib/toast.ts';

/** Renders the toast queue (spec §8: server msg as a success or error toast). */
export default function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
