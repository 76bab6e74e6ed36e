import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SourceCredit from './source-credit.tsx';

afterEach(cleanup);

describe('the 资料库 credits the real source of the data it shows (MANIFEST.md)', () => {
  it('a World Cup season names openfootball, not football-data.co.uk', () => {
    render(<SourceCredit source="openfootball" />);
    const credit = screen.getByTestId('source-credit');
    expect(credit.textContent).toContain('openfootball/worldcup.json');
    expect(credit.textContent).toContain('CC0');
    expect(credit.textContent).not.toContain('football-data.co.uk');
  });

  it('[D6] a World Cup season says its 亚盘 and 大小 终盘 are modelled, since openfootball has no odds', () => {
    render(<SourceCredit source="openfootball" />);
    expect(screen.getByTestId('source-credit').textContent).toContain(
      '亚盘、大小球终盘为酷易体育的模型赔率（openfootball 不含赔率）',
    );
  });

  it('a real league season names football-data.co.uk; a generated one says it is generated and credits nobody', () => {
    render(<SourceCredit source="football-data" />);
    expect(screen.getByRole('link', { name: 'football-data.co.uk' })).toBeTruthy();
    cleanup();
    render(<SourceCredit source="generated" />);
    const credit = screen.getByTestId('source-credit');
    expect(credit.textContent).toContain('模拟数据');
    expect(credit.querySelector('a')).toBeNull();
  });

  it('the real NBA season credits stats.nba.com via pbpstats and the NBA’s terms; a generated one says 模拟数据', () => {
    render(<SourceCredit source="nba-stats" />);
    const credit = screen.getByTestId('source-credit');
    expect(screen.getByRole('link', { name: 'stats.nba.com' })).toBeTruthy();
    expect(credit.textContent).toContain('stats.nba.com（经 pbpstats 整理）');
    expect(credit.textContent).toContain('条款');
    expect(credit.textContent).not.toContain('模拟数据');
  });
});
