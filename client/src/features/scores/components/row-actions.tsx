import type { ReactNode } from 'react';

/**
 * Pin a match to the top, or hide it (restored from the toolbar): the `act` cell itself with two plain
 * buttons, made by a function rather than a component (one fiber less per row). The table handles their
 * clicks (see row-clicks.ts), so a row that scrolls in mounts no hooks for them.
 */
export function rowActions(pinned: boolean): ReactNode {
  return (
    <div key="act" className="cell c-act" data-col="act">
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
