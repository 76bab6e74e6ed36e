import type { WorldCupInfo, WorldCupShooter } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../lib/http/request-json.ts';
import { worldCupApi } from './api/worldcup-api.ts';
import WorldCupPage from './worldcup-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The 2018 tournament as a replayed 2018 day serves it: the only World Cup its clock knows of. */
const info2018 = {
  cup: { id: '75', name: '世界杯', seasons: ['2018'], currentSeason: '2018' },
  season: '2018',
  title: '2018年俄罗斯世界杯',
  host: '俄罗斯',
  teamCount: 32,
  status: 'live',
  groups: [],
  stages: [],
  bracket: [],
  thirdPlace: null,
  champion: null,
  credit: '数据来自 openfootball',
} as unknown as WorldCupInfo;
const shooter = { rows: [] } as unknown as WorldCupShooter;

const picker = () => within(screen.getByRole('group', { name: '选择届次' })).queryAllByRole('button');

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <WorldCupPage />
    </MemoryRouter>,
  );
}

describe('[WC1] the /worldcup season picker offers only the seasons the server holds', () => {
  it('offers no built-in season while the page loads', () => {
    vi.spyOn(worldCupApi, 'info').mockReturnValue(new Promise(() => {}));
    vi.spyOn(worldCupApi, 'shooter').mockReturnValue(new Promise(() => {}));
    open('/worldcup');
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(picker().map((b) => b.textContent)).toEqual([]);
  });

  it('after a 404 for a season offers the seasons that exist and says so in Chinese', async () => {
    vi.spyOn(worldCupApi, 'info').mockImplementation(
      async (season): Promise<ApiResult<WorldCupInfo>> =>
        season === '2022'
          ? { ok: false, code: 404, msg: '暂无 2022 年世界杯数据' }
          : { ok: true, data: info2018, msg: '成功' },
    );
    vi.spyOn(worldCupApi, 'shooter').mockImplementation(
      async (season): Promise<ApiResult<WorldCupShooter>> =>
        season === '2022'
          ? { ok: false, code: 404, msg: '暂无 2022 年世界杯数据' }
          : { ok: true, data: shooter, msg: '成功' },
    );
    open('/worldcup?season=2022');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('暂无 2022 年世界杯数据'));
    await waitFor(() => expect(picker().map((b) => b.textContent)).toEqual(['2018']));
    expect(screen.getByRole('alert').textContent).toContain('现有 2018 年世界杯的资料');
    expect(picker().some((b) => b.getAttribute('aria-pressed') === 'true')).toBe(false);
  });
});

describe('/worldcup load errors', () => {
  it('a failed load (network, server) offers 重试, which loads the tournament again', async () => {
    let calls = 0;
    vi.spyOn(worldCupApi, 'info').mockImplementation(async (): Promise<ApiResult<WorldCupInfo>> => {
      calls += 1;
      return calls === 1
        ? { ok: false, code: 0, msg: '网络异常，请检查网络后重试' }
        : { ok: true, data: info2018, msg: '成功' };
    });
    vi.spyOn(worldCupApi, 'shooter').mockResolvedValue({ ok: true, data: shooter, msg: '成功' });
    open('/worldcup');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('网络异常'));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '2018年俄罗斯世界杯' })).toBeTruthy();
  });

  it('a season the server does not hold gets no 重试 (it cannot help)', async () => {
    vi.spyOn(worldCupApi, 'info').mockImplementation(
      async (season): Promise<ApiResult<WorldCupInfo>> =>
        season === '1990'
          ? { ok: false, code: 404, msg: '暂无 1990 年世界杯数据' }
          : { ok: true, data: info2018, msg: '成功' },
    );
    vi.spyOn(worldCupApi, 'shooter').mockResolvedValue({ ok: true, data: shooter, msg: '成功' });
    open('/worldcup?season=1990');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('暂无 1990 年世界杯数据'));
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});

describe('/worldcup sits inside the site layout', () => {
  it('is not a second main landmark (the layout already wraps every page in its one <main>)', async () => {
    vi.spyOn(worldCupApi, 'info').mockResolvedValue({ ok: true, data: info2018, msg: '成功' });
    vi.spyOn(worldCupApi, 'shooter').mockResolvedValue({ ok: true, data: shooter, msg: '成功' });
    open('/worldcup');
    await screen.findByRole('heading', { name: '2018年俄罗斯世界杯' });
    expect(screen.queryAllByRole('main')).toEqual([]);
  });
});
