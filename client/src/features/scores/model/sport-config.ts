import type { BasketballMatch, FootballMatch, Sport } from '@kuyi/shared';
import type { ComponentType } from 'react';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import type { DayAnswer } from '../../../lib/live/live-list.ts';
import type { RowModel, RowStore } from '../../../lib/live/row-store.ts';
import { fetchBasketballDay, fetchFootballDay } from '../api/fetch-schedule.ts';
import BasketballRow from '../components/basketball-row.tsx';
import FootballRow from '../components/football-row.tsx';
import GoalAlerts from '../components/goal-alerts.tsx';
import type { RowProps } from '../components/live-table.tsx';
import { basketballModel } from './basketball-model.ts';
import { footballModel } from './football-model.ts';
import type { OrderableRow } from './order-rows.ts';

/** What differs between the two sports' tables, chosen once per page. */
export interface SportConfig<T extends OrderableRow> {
  sport: Sport;
  title: string;
  model: RowModel<T>;
  Row: ComponentType<RowProps<T>>;
  fetchDay(date: string, signal?: AbortSignal): Promise<ApiResult<DayAnswer<T>>>;
  /** Live-page extras fed by the store (football's goal popups). */
  Extras?: ComponentType<{ store: RowStore<T> }>;
}

export const footballConfig: SportConfig<FootballMatch> = {
  sport: 'football',
  title: '足球',
  model: footballModel,
  Row: FootballRow,
  fetchDay: fetchFootballDay,
  Extras: GoalAlerts,
};

export const basketballConfig: SportConfig<BasketballMatch> = {
  sport: 'basketball',
  title: '篮球',
  model: basketballModel,
  Row: BasketballRow,
  fetchDay: fetchBasketballDay,
};
