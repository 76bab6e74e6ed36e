import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useEscapeKey } from '../../../lib/use-escape-key.ts';
import { useModalFocus } from '../../../lib/use-modal-focus.ts';

/**
 * A small yes/no dialog (spec §2 logout: '确定退出麽?' with 确定 and 取消). Rendered into <body>: opened from
 * the header it used to inherit the header's white text and button styles (issue 11 bug 1, white on white).
 */
export default function ConfirmDialog({
  text,
  onOk,
  onCancel,
}: {
  text: string;
  onOk: () => void;
  onCancel: () => void;
}) {
  // Esc answers 取消, never 确定.
  useEscapeKey(true, onCancel);
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box);
  return createPortal(
    <div className="modal-mask">
      <div ref={box} className="modal confirm-dialog" role="alertdialog" aria-modal="true" aria-label={text}>
        <p className="confirm-text">{text}</p>
        <div className="modal-actions">
          <button type="button" className="btn" onClick={onCancel}>
            取消
          </button>
          <button type="button" className="btn btn-primary" onClick={onOk}>
            确定
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
