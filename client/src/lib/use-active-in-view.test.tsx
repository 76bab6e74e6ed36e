import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useActiveInView } from './use-active-in-view.ts';

afterEach(cleanup);

const TAB = 80;
const VIEW = 390;

/** A strip of nine 80 px tabs in a 390 px phone-wide box, laid out by hand (jsdom lays out nothing). */
function Strip({ active }: { active: number }) {
  const ref = useRef<HTMLElement>(null);
  const fake = (el: HTMLElement | null) => {
    ref.current = el;
    if (!el) return;
    let left = 0;
    Object.defineProperties(el, {
      clientWidth: { value: VIEW },
      scrollWidth: { value: 9 * TAB },
      scrollLeft: {
        get: () => left,
        // As a browser does: clamped to the scrollable range.
        set: (v: number) => {
          left = Math.max(0, Math.min(9 * TAB - VIEW, v));
        },
      },
      getBoundingClientRect: { value: () => new DOMRect(0, 0, VIEW, 40) },
    });
    [...el.children].forEach((tab, i) => {
      (tab as HTMLElement).getBoundingClientRect = () => new DOMRect(i * TAB - left, 0, TAB, 40);
    });
  };
  useActiveInView(ref, active);
  return (
    <nav ref={fake}>
      {Array.from({ length: 9 }, (_, i) => (
        <a key={String(i)} href={`#${i}`} className={i === active ? 'nav-link active' : 'nav-link'}>
          {`栏目${i}`}
        </a>
      ))}
    </nav>
  );
}

const scrolled = (c: HTMLElement) => (c.querySelector('nav') as HTMLElement).scrollLeft;

describe('useActiveInView (header sections on a phone, spec §2)', () => {
  it('starts the strip at a whole tab: the centred 竞技场 left a 5 px sliver of the tab before it, read as a stray "·"', () => {
    const { container } = render(<Strip active={5} />);
    const left = scrolled(container);
    // Centring tab 5 (400–480) alone would scroll to 245, 5 px into tab 3.
    expect(left % TAB).toBe(0);
    expect(400 - left).toBeGreaterThanOrEqual(0);
    expect(480 - left).toBeLessThanOrEqual(VIEW);
  });

  it('keeps the last tab whole at the end of the strip', () => {
    const { container } = render(<Strip active={8} />);
    expect(scrolled(container)).toBe(9 * TAB - VIEW);
  });
});
