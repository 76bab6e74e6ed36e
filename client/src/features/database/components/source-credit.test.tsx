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

  it('a real league season names football-data.co.uk; a generated one says it is generated and credits nobody', () => {
    render(<SourceCredit source="football-data" />);
    expect(screen.getByRole('link', { name: 'football-data.co.uk' })).toBeTruthy();
    cleanup();
    render(<SourceCredit source="generated" />);
    const credit = screen.getByTestId('source-credit');
    expect(credit.textContent).toContain('模拟数据');
    expect(credit.querySelector('a')).toBeNull();
  });
});
