import { useSetAtom } from 'jotai';
import { hiddenAtom, pinnedAtom } from '../atoms/row-prefs-atoms.ts';

/** Pin a match to the top, or hide it (restored from the toolbar). */
export default function RowActions({ id, pinned }: { id: string; pinned: boolean }) {
  const setPinned = useSetAtom(pinnedAtom);
  const setHidden = useSetAtom(hiddenAtom);
  return (
    <div className="c-act">
      <button
        type="button"
        className={pinned ? 'icon-btn pin active' : 'icon-btn pin'}
        title={pinned ? '取消置顶' : '置顶'}
        aria-label={pinned ? '取消置顶' : '置顶'}
        aria-pressed={pinned}
        onClick={() =>
          setPinned((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))
        }
      >
        ▲
      </button>
      <button
        type="button"
        className="icon-btn hide"
        title="隐藏"
        aria-label="隐藏"
        onClick={() => {
          setHidden((list) => (list.includes(id) ? list : [...list, id]));
          setPinned((list) => list.filter((x) => x !== id));
        }}
      >
        ×
      </button>
    </div>
  );
}
