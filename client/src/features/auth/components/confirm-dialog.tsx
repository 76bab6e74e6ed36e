/** A small yes/no dialog (spec §2 logout: '确定退出麽?' with 确定 and 取消). */
export default function ConfirmDialog({
  text,
  onOk,
  onCancel,
}: {
  text: string;
  onOk: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="modal-mask">
      <div className="modal confirm-dialog" role="alertdialog" aria-label={text}>
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
    </div>
  );
}
