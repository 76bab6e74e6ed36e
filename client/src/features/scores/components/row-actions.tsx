/**
 * Pin a match to the top, or hide it (restored from the toolbar). Plain buttons: the table handles their
 * clicks (see row-clicks.ts), so a row that scrolls in mounts no hooks for them.
 */
export default function RowActions({ pinned }: { pinned: boolean }) {
  return (
    <div className="c-act">
      <button
        type="button"
        className={pinned ? 'icon-btn pin active' : 'icon-btn pin'}
        title={pinned ? '取消置顶' : '置顶'}
        aria-label={pinned ? '取消置顶' : '置顶'}
        aria-pressed={pinned}
        data-row-action="pin"
      >
        ▲
      </button>
      <button type="button" className="icon-btn hide" title="隐藏" aria-label="隐藏" data-row-action="hide">
        ×
      </button>
    </div>
  );
}
