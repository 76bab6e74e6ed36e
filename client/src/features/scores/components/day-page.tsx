import { Navigate, useParams } from 'react-router-dom';
import { scoresPath } from '../../../app/paths.ts';
import { useDayList } from '../hooks/use-day-list.ts';
import { useServerToday } from '../hooks/use-server-today.ts';
import { addDays, isDay } from '../model/day.ts';
import type { OrderableRow } from '../model/order-rows.ts';
import type { SportConfig } from '../model/sport-config.ts';
import CompanyOddsScope from './company-odds-scope.tsx';
import CompanySelect from './company-select.tsx';
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
  if (date === null) return <div className="list-state">比分数据加载中…</div>;
  return <DayTable key={date} config={config} mode={mode} date={date} today={today} />;
}

function DayTable<T extends OrderableRow>(props: {
  config: SportConfig<T>;
  mode: DayMode;
  date: string;
  /** Null while the score centre's clock is read: the strip waits for it, the day's list does not. */
  today: string | null;
}) {
  const { config, mode, date } = props;
  const { store, load, retry } = useDayList(config, date);
  const keep = KEEP[mode];
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
              </ScoreToolbar>
              {table}
            </>
          )}
        </CompanyOddsScope>
      ) : (
        <>
          <ScoreToolbar sport={config.sport} store={store} keep={keep} />
          {table}
        </>
      )}
    </>
  );
}
