import type { Sport } from '@kuyi/shared';
import { useMemo, useSyncExternalStore } from 'react';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { onServerClockChange, serverClockSynced } from '../../../lib/server-clock.ts';
import { useLiveList } from '../hooks/use-live-list.ts';
import { useServerToday } from '../hooks/use-server-today.ts';
import { addDays } from '../model/day.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import CompanyOddsScope from './company-odds-scope.tsx';
import CompanySelect from './company-select.tsx';
import ConnectionBadge from './connection-badge.tsx';
import ListState from './list-state.tsx';
import LiveTable from './live-table.tsx';
import ScoreToolbar from './score-toolbar.tsx';

const isLiveState = (row: OrderableRow) => row.state > 0;

/** 即时比分: every match of today, live over the socket. */
export default function LivePage<T extends OrderableRow>({ config }: { config: SportConfig<T> }) {
  const { store, status, load } = useLiveList(config);
  // [T1] The score centre's day (its list answer anchors the clock), read again when that clock re-anchors
  // or passes Beijing midnight, so another company's lines follow the list into the next day.
  const today = useServerToday({ wait: false });
  // Until the list answers, today is this computer's date, which may be another day: another company's lines
  // are asked for once the clock is anchored (a list that could not be read leaves this computer's day).
  const anchored = useSyncExternalStore(onServerClockChange, serverClockSynced);
  const linesDay = anchored || load.kind !== 'loading' ? today : null;
  const carriedDate = useCarriedDay(config.sport, store, linesDay);
  return (
    <CompanyOddsScope sport={config.sport} date={linesDay} live carriedDate={carriedDate}>
      {(companyView) => (
        <>
          <ScoreToolbar sport={config.sport} store={store} isLive={isLiveState}>
            <CompanySelect view={companyView} />
            <ConnectionBadge status={status} />
          </ScoreToolbar>
          <ListState load={load} store={store}>
            <LiveTable sport={config.sport} store={store} Row={config.Row} />
          </ListState>
          {config.Extras && <config.Extras store={store} />}
        </>
      )}
    </CompanyOddsScope>
  );
}

/**
 * After midnight the live list still shows yesterday's matches in play: football's company lines are read by
 * day, so yesterday's are read too while such a row is listed (else those rows showed "-" under another
 * company). Basketball's scheduleAddOdds is the live list's own answer and covers them already.
 */
function useCarriedDay<T extends OrderableRow>(sport: Sport, store: RowStore<T>, day: string | null) {
  const version = useSyncExternalStore(store.subscribeList, store.getVersion);
  return useMemo(() => {
    void version;
    if (sport !== 'football' || day === null) return null;
    // A number compare per row: this runs on every list change of up to a few thousand rows.
    const dayStarts = Date.parse(`${day}T00:00:00+08:00`);
    for (const id of store.getIds()) {
      const row = store.getEntry(id)?.row;
      if (row && row.kickoff < dayStarts) return addDays(day, -1);
    }
    return null;
  }, [sport, store, day, version]);
}
