import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEscapeKey } from './use-escape-key.ts';

afterEach(cleanup);

function Layer({ active = true, onEscape }: { active?: boolean; onEscape: () => void }) {
  useEscapeKey(active, onEscape);
  return null;
}

const pressEsc = () => fireEvent.keyDown(document, { key: 'Escape' });

describe('useEscapeKey', () => {
  it('Esc closes an open layer; other keys and inactive layers do nothing', () => {
    const close = vi.fn();
    const idle = vi.fn();
    render(
      <>
        <Layer onEscape={close} />
        <Layer active={false} onEscape={idle} />
      </>,
    );
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(close).not.toHaveBeenCalled();
    pressEsc();
    expect(close).toHaveBeenCalledTimes(1);
    expect(idle).not.toHaveBeenCalled();
  });

  it('only the layer opened last closes (a box opened over another)', () => {
    const below = vi.fn();
    const above = vi.fn();
    const { rerender } = render(
      <>
        <Layer onEscape={below} />
        <Layer onEscape={above} />
      </>,
    );
    pressEsc();
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
    rerender(
      <>
        <Layer onEscape={below} />
        <Layer active={false} onEscape={above} />
      </>,
    );
    pressEsc();
    expect(below).toHaveBeenCalledTimes(1);
  });

  it('stops listening once nothing is open', () => {
    const close = vi.fn();
    const { unmount } = render(<Layer onEscape={close} />);
    unmount();
    pressEsc();
    expect(close).not.toHaveBeenCalled();
  });
});
