import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoadError from './load-error.tsx';

afterEach(cleanup);

describe('LoadError (a failed read says why and offers 重试)', () => {
  it('announces the Chinese reason to screen readers and 重试 reads again', () => {
    const retry = vi.fn();
    render(<LoadError msg="加载失败：服务器开小差了" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('加载失败：服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no 重试 when there is nothing to read again, and keeps the way back inside the alert', () => {
    render(<LoadError msg="赛季不存在" actions={<a href="/database">返回资料库</a>} />);
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('返回资料库');
  });
});
