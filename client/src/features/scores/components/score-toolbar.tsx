import type { Sport } from '@kuyi/shared';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { excludedLeaguesAtom, groupByLeagueAtom, hiddenAtom } from '../atoms/row-prefs-atoms.ts';
import { countShown } from '../model/count-shown.ts';
import { leaguesOf, type OrderableRow } from '../model/order-rows.ts';
import { unhideRows } from '../model/restore-prefs.ts';
import LeagueFilter from './league-filter.tsx';
import SettingsPanel from './settings-panel.tsx';
import ZoneNote from './zone-note.tsx';

/** Above the table: counts, league filter, grouping, hidden-match restore, settings, and a status slot. */
export default function ScoreToolbar<T extends OrderableRow>(props: {
  sport: Sport;
  store: RowStore<T>;
  keep?: (row: T) => boolean;
  isLive?: (row: T) => boolean;
  children?: ReactNode;
}) {
  const { sport, store, keep, isLive } = props;
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  const [group, setGroup] = useAtom(groupByLeagueAtom);
  const [hidden, setHidden] = useAtom(hiddenAtom);
  const excluded = useAtomValue(excludedLeaguesAtom)[sport];
  // `version` is the store's change signal: the rows are read from the store, not from props.
  const rows = useMemo(() => {
    const all: T[] = [];
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row && (!keep || keep(row))) all.push(row);
    }
    return all;
  }, [store, version, keep]);
  const leagues = useMemo(() => leaguesOf(rows), [rows]);
  // The counts follow what the table shows: leagues filtered out and hidden matches are not counted.
  const counts = useMemo(
    () => countShown(rows, { hidden, excluded, isLive }),
    [rows, hidden, excluded, isLive],
  );
  const hiddenHere = counts.hidden;
  return (
    <div className="score-toolbar">
      <span className="counts">
        共 <b className="shown-count">{counts.shown}</b> 场
        {isLive && (
          <>
            {' '}
            · 进行中 <b className="live-count">{counts.live}</b> 场
          </>
        )}
        {counts.filtered > 0 && <span className="muted"> · 已筛选 {counts.filtered} 场</span>}
      </span>
      <ZoneNote />
      {hiddenHere > 0 && (
        <button type="button" className="tool-btn" onClick={() => setHidden((ids) => unhideRows(ids, rows))}>
          显示隐藏的 {hiddenHere} 场
        </button>
      )}
      <span className="spacer" />
      <LeagueFilter sport={sport} leagues={leagues} />
      <button type="button" className="tool-btn" aria-pressed={group} onClick={() => setGroup(!group)}>
        {group ? '按时间排序' : '按赛事分组'}
      </button>
      <SettingsPanel sport={sport} />
      {props.children}
    </div>
  );
}
