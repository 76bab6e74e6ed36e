/** Toasts as a tiny external store: any code (API helpers, forms) can show one without a React context. */
export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

/** Long enough to read a one-line Chinese message twice. */
export const TOAST_MS = 3_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function showToast(text: string, kind: ToastKind = 'info'): void {
  const toast = { id: nextId++, kind, text };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t !== toast);
    emit();
  }, TOAST_MS);
}

export const toastStore = {
  get: (): readonly Toast[] => toasts,
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};
