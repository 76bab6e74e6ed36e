import { useAtom } from 'jotai';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { groupByLeagueAtom, hiddenAtom } from '../atoms/row-prefs-atoms.ts';
import { leaguesOf, type OrderableRow } from '../model/order-rows.ts';
import LeagueFilter from './league-filter.tsx';
import SettingsPanel from './settings-panel.tsx';

/** Above the table: counts, league filter, grouping, hidden-match restore, settings, and a status slot. */
export default function ScoreToolbar<T extends OrderableRow>(props: {
  store: RowStore<T>;
  keep?: (row: T) => boolean;
  isLive?: (row: T) => boolean;
  children?: ReactNode;
}) {
  const { store, keep, isLive } = props;
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  const [group, setGroup] = useAtom(groupByLeagueAtom);
  const [hidden, setHidden] = useAtom(hiddenAtom);
  // `version` is the store's change signal: the rows are read from the store, not from props.
  const { rows, live } = useMemo(() => {
    const all: T[] = [];
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row && (!keep || keep(row))) all.push(row);
    }
    return { rows: all, live: isLive ? all.filter(isLive).length : 0 };
  }, [store, version, keep, isLive]);
  const leagues = useMemo(() => leaguesOf(rows), [rows]);
  const hiddenHere = rows.filter((r) => hidden.includes(r.id)).length;
  return (
    <div className="score-toolbar">
      <span className="counts">
        共 <b>{rows.length}</b> 场
        {isLive && (
          <>
            {' '}
            · 进行中 <b className="live-count">{live}</b> 场
          </>
        )}
      </span>
      {hiddenHere > 0 && (
        <button type="button" className="tool-btn" onClick={() => setHidden([])}>
          显示隐藏的 {hiddenHere} 场
        </button>
      )}
      <span className="spacer" />
      <LeagueFilter leagues={leagues} />
      <button type="button" className="tool-btn" aria-pressed={group} onClick={() => setGroup(!group)}>
        {group ? '按时间排序' : '按赛事分组'}
      </button>
      <SettingsPanel />
      {props.children}
    </div>
  );
}
