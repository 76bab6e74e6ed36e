import { matchDay, todayInBeijing } from '@kuyi/shared';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import type { LoadState } from '../../../lib/live/live-list.ts';
import type { RowStore } from '../../../lib/live/row-store.ts';
import { useDayList } from '../hooks/use-day-list.ts';
import { useLiveList } from '../hooks/use-live-list.ts';
import { useServerToday } from '../hooks/use-server-today.ts';
import { addDays, isDay } from '../model/day.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import CompanyOddsScope from './company-odds-scope.tsx';
import CompanySelect from './company-select.tsx';
import ConnectionBadge from './connection-badge.tsx';
import DateStrip from './date-strip.tsx';
import ListState from './list-state.tsx';
import LiveTable from './live-table.tsx';
import ScoreToolbar from './score-toolbar.tsx';

export type DayMode = 'end' | 'schedule';

/** 完场 shows what ended (and what was called off); 赛程 what has not begun. */
const KEEP: Record<DayMode, (row: OrderableRow) => boolean> = {
  end: (row) => row.state < 0 && row.state !== -11 && row.state !== -14,
  schedule: (row) => row.state === 0 || row.state === -11 || row.state === -14,
};

/** /{sport}/end/:date? and /{sport}/schedule/:date?: one day over REST, with the 7-day strip. */
export default function DayPage<T extends OrderableRow>({
  config,
  mode,
}: {
  config: SportConfig<T>;
  mode: DayMode;
}) {
  const params = useParams();
  // [T1] Beijing's today on the score centre's clock (a replayed day is that day), whatever the browser's
  // zone and date; null until that clock is read.
  const today = useServerToday();
  if (params.date !== undefined && !isDay(params.date))
    return <Navigate to={scoresPath(config.sport, mode)} replace />;
  // titan007 opens 完场 on yesterday and 赛程 on tomorrow: today's are on the live tab. A dated link loads
  // at once; an undated one waits for the clock rather than reading the machine's day first.
  const date = params.date ?? (today && addDays(today, mode === 'end' ? -1 : 1));
  // A dated link to what is likely today waits too: today is the live list, another day a REST read.
  const maybeToday = today === null && date === todayInBeijing();
  if (date === null || maybeToday) return <div className="list-state">比分数据加载中…</div>;
  if (date === today) return <TodayTable key={date} config={config} mode={mode} date={date} today={today} />;
  return <DayTable key={date} config={config} mode={mode} date={date} today={today} />;
}

interface DayProps<T extends OrderableRow> {
  config: SportConfig<T>;
  mode: DayMode;
  date: string;
  /** Null while the score centre's clock is read: the strip waits for it, the day's list does not. */
  today: string | null;
}

/** Another day: read once over REST, it does not move. */
function DayTable<T extends OrderableRow>(props: DayProps<T>) {
  const { store, load, retry } = useDayList(props.config, props.date);
  return <DayView {...props} store={store} load={load} retry={retry} keep={KEEP[props.mode]} />;
}

/**
 * 今天 on 完场 or 赛程: the live list, so a match that ends joins 完场 (and one that kicks off leaves 赛程) as it
 * happens; a REST read of today was a snapshot that went stale by the minute. The live list also carries
 * yesterday's matches still in play after midnight: only rows kicking off on this Beijing day are kept.
 */
function TodayTable<T extends OrderableRow>(props: DayProps<T>) {
  const { store, status, load } = useLiveList(props.config);
  const { mode, date } = props;
  const keep = useCallback((row: T) => KEEP[mode](row) && matchDay(row.kickoff) === date, [mode, date]);
  return (
    <DayView {...props} store={store} load={load} keep={keep}>
      <ConnectionBadge status={status} />
    </DayView>
  );
}

function DayView<T extends OrderableRow>(
  props: DayProps<T> & {
    store: RowStore<T>;
    load: LoadState;
    retry?: () => void;
    keep: (row: T) => boolean;
    /** More of the toolbar's status slot (the live badge). */
    children?: ReactNode;
  },
) {
  const { config, mode, date, store, load, retry, keep } = props;
  const empty = mode === 'end' ? '当日暂无完场比赛' : '当日暂无未开赛的比赛';
  // Basketball's other companies come from the live day's scheduleAddOdds only.
  const companySwitch = config.sport === 'football' || date === props.today;
  const table = (
    <ListState load={load} store={store} empty={empty} retry={retry}>
      <LiveTable sport={config.sport} store={store} Row={config.Row} keep={keep} empty={empty} day={date} />
    </ListState>
  );
  return (
    <>
      {props.today ? (
        <DateStrip sport={config.sport} mode={mode} today={props.today} selected={date} />
      ) : (
        <nav className="date-strip" aria-label="选择日期" aria-busy="true" />
      )}
      {companySwitch ? (
        <CompanyOddsScope sport={config.sport} date={date} live={false}>
          {(companyView) => (
            <>
              <ScoreToolbar sport={config.sport} store={store} keep={keep}>
                <CompanySelect view={companyView} />
                {props.children}
              </ScoreToolbar>
              {table}
            </>
          )}
        </CompanyOddsScope>
      ) : (
        <>
          <ScoreToolbar sport={config.sport} store={store} keep={keep}>
            {props.children}
          </ScoreToolbar>
          {table}
        </>
      )}
    </>
  );
}
