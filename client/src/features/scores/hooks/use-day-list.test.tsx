import type { FootballMatch } from '@kuyi/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../lib/http/request-json.ts';
import type { DayAnswer } from '../../../lib/live/live-list.ts';
import { footballRow } from '../model/fixtures.ts';
import { footballConfig, type SportConfig } from '../model/sport-config.ts';
import { DAY_IN_PLAY_REFRESH_MS, DAY_RETRY_DELAYS_MS, useDayList } from './use-day-list.ts';

afterEach(() => vi.useRealTimers());

type Answer = ApiResult<DayAnswer<FootballMatch>>;
const busy: Answer = { ok: false, code: 503, msg: '服务暂不可用，请稍后再试' };
const day: Answer = { ok: true, msg: '成功', data: { serverTime: 0, matches: [] } };

function withAnswers(answers: Answer[]) {
  const fetchDay = vi.fn(async () => answers.shift() ?? busy);
  const config: SportConfig<FootballMatch> = { ...footballConfig, fetchDay };
  return { config, fetchDay };
}

describe('a day the score centre is still building (未来赛程 / 完场 tabs)', () => {
  it('is read again on its own after a 503 and shows when it comes, without an error in between', async () => {
    vi.useFakeTimers();
    const { config, fetchDay } = withAnswers([busy, day]);
    const { result } = renderHook(() => useDayList(config, '2026-11-28'));
    await act(async () => {});
    expect(result.current.load).toEqual({ kind: 'loading' });
    await act(async () => vi.advanceTimersByTimeAsync(DAY_RETRY_DELAYS_MS[0]));
    expect(fetchDay).toHaveBeenCalledTimes(2);
    expect(result.current.load).toEqual({ kind: 'ready' });
  });

  it('says 服务暂不可用 once the automatic reads are spent, and 重试 reads again', async () => {
    vi.useFakeTimers();
    const { config, fetchDay } = withAnswers([busy, busy, busy, day]);
    const { result } = renderHook(() => useDayList(config, '2026-11-28'));
    for (const delay of DAY_RETRY_DELAYS_MS) await act(async () => vi.advanceTimersByTimeAsync(delay));
    expect(fetchDay).toHaveBeenCalledTimes(1 + DAY_RETRY_DELAYS_MS.length);
    expect(result.current.load).toEqual({ kind: 'error', msg: '服务暂不可用，请稍后再试' });
    await act(async () => result.current.retry());
    expect(result.current.load).toEqual({ kind: 'ready' });
  });

  it('a refusal that will not change (a bad date) shows at once', async () => {
    vi.useFakeTimers();
    const { config, fetchDay } = withAnswers([{ ok: false, code: 400, msg: '日期格式错误' }]);
    const { result } = renderHook(() => useDayList(config, 'x'));
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchDay).toHaveBeenCalledTimes(1);
    expect(result.current.load).toEqual({ kind: 'error', msg: '日期格式错误' });
  });
});

describe('yesterday just after midnight (完场 opens on it): matches still in play', () => {
  const answer = (...states: number[]): Answer => ({
    ok: true,
    msg: '成功',
    data: {
      serverTime: 0,
      matches: states.map((state, i) => footballRow({ id: `m${i}`, state: state as FootballMatch['state'] })),
    },
  });

  it('is read again while a match plays, keeps its rows through a failed re-read, and stops once all are over', async () => {
    vi.useFakeTimers();
    const { config, fetchDay } = withAnswers([answer(-1, 3), busy, answer(-1, 3), answer(-1, -1)]);
    const { result } = renderHook(() => useDayList(config, '2026-11-27'));
    await act(async () => {});
    expect(result.current.store.getEntry('m1')?.row.state).toBe(3);
    await act(async () => vi.advanceTimersByTimeAsync(DAY_IN_PLAY_REFRESH_MS));
    // The re-read failed: the rows stay, no error.
    expect(result.current.load).toEqual({ kind: 'ready' });
    expect(result.current.store.getEntry('m1')?.row.state).toBe(3);
    await act(async () => vi.advanceTimersByTimeAsync(DAY_IN_PLAY_REFRESH_MS));
    await act(async () => vi.advanceTimersByTimeAsync(DAY_IN_PLAY_REFRESH_MS));
    expect(result.current.store.getEntry('m1')?.row.state).toBe(-1);
    expect(fetchDay).toHaveBeenCalledTimes(4);
    await act(async () => vi.advanceTimersByTimeAsync(10 * DAY_IN_PLAY_REFRESH_MS));
    expect(fetchDay).toHaveBeenCalledTimes(4);
  });

  it('a day with nothing in play is read once', async () => {
    vi.useFakeTimers();
    const { config, fetchDay } = withAnswers([answer(-1, 0)]);
    renderHook(() => useDayList(config, '2026-11-29'));
    await act(async () => vi.advanceTimersByTimeAsync(10 * DAY_IN_PLAY_REFRESH_MS));
    expect(fetchDay).toHaveBeenCalledTimes(1);
  });
});
