import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Pager from './pager.tsx';

afterEach(cleanup);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Pager (上一页 / 第 n / m 页 / 下一页 under a paged list)', () => {
  it('shows where the list is and moves one page either way; 上一页 is off on the first page', () => {
    const onPage = vi.fn();
    render(<Pager className="x" page={1} total={45} limit={20} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: '分页' }).textContent).toContain('第 1 / 3 页');
    expect(button('上一页').disabled).toBe(true);
    fireEvent.click(button('下一页'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('is not shown when everything fits on one page', () => {
    render(<Pager className="x" page={1} total={20} limit={20} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('showTotal: 共 N 条 stands before the buttons, and stays on a one-page list without them', () => {
    const { rerender } = render(
      <Pager className="x" page={2} total={25} limit={10} onPage={() => {}} showTotal />,
    );
    expect(screen.getByRole('navigation').textContent).toBe('共 25 条上一页第 2 / 3 页下一页');
    rerender(<Pager className="x" page={1} total={7} limit={10} onPage={() => {}} showTotal />);
    expect(screen.getByRole('navigation').textContent).toBe('共 7 条');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hasNext: a list without a total shows 第n页 and offers 下一页 only while a next page may exist', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager className="x" plain page={1} hasNext onPage={onPage} />);
    expect(screen.getByRole('navigation').textContent).toContain('第1页');
    fireEvent.click(button('下一页'));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pager className="x" plain page={3} hasNext={false} onPage={onPage} />);
    expect(screen.getByRole('navigation').textContent).toContain('第3页');
    expect(button('下一页').disabled).toBe(true);
    expect(button('上一页').disabled).toBe(false);
    // A single short first page needs no pager.
    rerender(<Pager className="x" plain page={1} hasNext={false} onPage={onPage} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('label: a second pager on the same page is named apart for screen readers', () => {
    render(
      <>
        <Pager className="x" page={1} total={45} limit={20} onPage={() => {}} />
        <Pager className="x" plain page={1} hasNext onPage={() => {}} label="已购分页" />
      </>,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '已购分页' })).toBeTruthy();
  });
});
