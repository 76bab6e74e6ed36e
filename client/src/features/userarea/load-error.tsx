/** A user-centre page whose data did not load: why, and 重试. */
export function LoadError({ msg, onRetry }: { msg: string; onRetry: () => void }) {
  return (
    <div className="userarea-load-error" role="alert">
      <p className="field-error">{msg || '加载失败，请稍后再试'}</p>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
