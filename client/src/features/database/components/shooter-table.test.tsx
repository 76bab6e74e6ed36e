import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ShooterTable from './shooter-table.tsx';

afterEach(cleanup);

describe('射手榜 with no scorer', () => {
  it('blames the source only where the source records scores alone; a generated season has no goal yet', () => {
    const link = (id: string) => `/team/${id}`;
    render(
      <MemoryRouter>
        <ShooterTable rows={[]} teamLink={link} source="football-data" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/数据源只记录比分/)).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <ShooterTable rows={[]} teamLink={link} source="generated" />
      </MemoryRouter>,
    );
    expect(screen.getByText('该赛季暂无进球，暂无射手数据。')).toBeTruthy();
  });
});
