import { useSyncExternalStore } from 'react';
import { onServerClockChange, serverClockSynced } from '../../../lib/server-clock.ts';
import { useLiveList } from '../hooks/use-live-list.ts';
import { useServerToday } from '../hooks/use-server-today.ts';
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
  return (
    <CompanyOddsScope sport={config.sport} date={linesDay} live>
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
