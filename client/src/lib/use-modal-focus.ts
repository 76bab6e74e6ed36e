import { type RefObject, useEffect } from 'react';

/** Open modals, the top one last: only it holds the keyboard (忘记密码 opens over 登录). */
const openModals: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal holds the keyboard while it is open (WAI-ARIA dialog pattern): focus moves into it (its first field,
 * else its first button), Tab and Shift+Tab cycle inside it, and on close focus goes back to what opened
 * it. `open`: for a modal that stays mounted while closed. Without this, Enter on 登录 left focus on the header and Tab walked hundreds of score rows behind the
 * mask without reaching the form, and after Esc focus fell to <body>.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, open = true) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = dialog.current;
    if (!box) return;
    const focusables = () => [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const firstField = box.querySelector<HTMLElement>(
      'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])',
    );
    (firstField ?? focusables()[0] ?? box).focus();
    openModals.push(box);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || openModals.at(-1) !== box) return;
      const items = focusables();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !box.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !box.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      openModals.splice(openModals.indexOf(box), 1);
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, open]);
}
