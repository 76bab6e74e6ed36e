import { FootballState } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyOdds } from '../../../handicap/model/odds-fixtures.ts';
import type { OddsSummaryLoad } from '../hooks/use-odds-summary.ts';
import { oddsSummary } from '../model/odds-summary.ts';
import OddsSummaryPanel from './odds-summary.tsx';

afterEach(cleanup);

function renderPanel(load: OddsSummaryLoad) {
  render(
    <MemoryRouter>
      <OddsSummaryPanel load={load} />
    </MemoryRouter>,
  );
  return screen.getByTestId('odds-summary');
}

/** Each line of the shown market, as a fan reads it: label then values. */
const lines = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);

describe('指数 panel on the match page', () => {
  it('in play: each company’s 初盘 and 即时 of 亚盘, with a link to every company on the odds centre', () => {
    const panel = renderPanel({
      kind: 'ready',
      summary: oddsSummary('m1', [companyOdds()], FootballState.SecondHalf),
    });
    expect(lines(panel)).toEqual(['澳门初盘0.82半球0.92', '即时0.90平/半0.86']);
    expect(panel.querySelector('.fm-odds-up')?.textContent).toBe('0.90');
    const more = within(panel).getByRole('link', { name: '全部公司与变化 ›' });
    expect(more.getAttribute('href')).toBe('/handicap/odds?matchId=m1');
  });

  it('switching to 欧赔 shows 主胜 / 和局 / 客胜 and links to the odds centre’s 三合一', () => {
    const panel = renderPanel({
      kind: 'ready',
      summary: oddsSummary('m1', [companyOdds()], FootballState.NotStarted),
    });
    fireEvent.click(within(panel).getByRole('button', { name: '欧赔' }));
    expect(within(panel).getByRole('button', { name: '欧赔' }).getAttribute('aria-pressed')).toBe('true');
    expect(lines(panel)).toEqual(['澳门初盘1.823.753.94', '即时2.004.004.00']);
    expect(within(panel).getByRole('link', { name: '全部公司与变化 ›' }).getAttribute('href')).toBe(
      '/handicap/triangle?matchId=m1',
    );
  });

  it('a finished match reads 初盘 and 终盘, never 即时', () => {
    const panel = renderPanel({
      kind: 'ready',
      summary: oddsSummary('m1', [companyOdds()], FootballState.Finished),
    });
    expect(lines(panel)).toEqual(['澳门初盘0.82半球0.92', '终盘0.90平/半0.86']);
    expect(within(panel).queryByText('即时')).toBeNull();
    expect(panel.querySelector('.fm-odds-up, .fm-odds-down')).toBeNull();
  });

  it('in play a market closed for now says 封盘 rather than a blank', () => {
    const sealed = companyOdds({ ya: { open: { line: 0.5, home: 0.82, away: 0.92 }, live: null } });
    const panel = renderPanel({
      kind: 'ready',
      summary: oddsSummary('m1', [sealed], FootballState.SecondHalf),
    });
    expect(lines(panel)).toEqual(['澳门初盘0.82半球0.92', '即时封盘']);
  });

  it('says 暂无指数 when no company quotes the match, 指数加载中… while reading, and why a read failed with 重试', () => {
    renderPanel({ kind: 'ready', summary: oddsSummary('m1', [], FootballState.NotStarted) });
    expect(screen.getByText('暂无指数')).toBeTruthy();
    cleanup();
    renderPanel({ kind: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('指数加载中…');
    cleanup();
    const retry = vi.fn();
    renderPanel({ kind: 'error', msg: '网络异常，请稍后再试', retry });
    expect(screen.getByRole('alert').textContent).toContain('指数加载失败：网络异常，请稍后再试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
