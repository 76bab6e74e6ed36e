import { afterEach, describe, expect, it } from 'vitest';
import { rowClick } from './row-clicks.ts';

/** A row as the table renders it: actions and links inside an element carrying the match id. */
function row(): HTMLElement {
  const el = document.createElement('div');
  el.innerHTML = `
    <div class="m-row" data-match-id="m7">
      <button type="button" data-row-action="pin"><span>▲</span></button>
      <button type="button" data-row-action="hide">×</button>
      <a href="/livedetail/football/m7/live" data-row-link=""><b>1-0</b></a>
      <a href="/elsewhere" data-row-link="" target="_blank">new tab</a>
      <a href="/not-a-row-link">plain</a>
      <span class="name">Home</span>
    </div>`;
  document.body.append(el);
  return el;
}

const click = (target: Element | null, extra: Partial<Parameters<typeof rowClick>[0]> = {}) =>
  rowClick({
    target,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    ...extra,
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rowClick', () => {
  it('turns a plain left click on a row link, or on text inside it, into in-app navigation to its href', () => {
    const el = row();
    expect(click(el.querySelector('a[href^="/livedetail"] b'))).toEqual({
      kind: 'navigate',
      path: '/livedetail/football/m7/live',
    });
  });

  it('leaves modified, non-left, already handled and other-target clicks on a link to the browser', () => {
    const link = row().querySelector('a[href^="/livedetail"]');
    expect(click(link, { ctrlKey: true })).toBeNull();
    expect(click(link, { metaKey: true })).toBeNull();
    expect(click(link, { shiftKey: true })).toBeNull();
    expect(click(link, { altKey: true })).toBeNull();
    expect(click(link, { button: 1 })).toBeNull();
    expect(click(link, { defaultPrevented: true })).toBeNull();
    expect(click(document.querySelector('a[target="_blank"]'))).toBeNull();
  });

  it('ignores anchors that are not row links and clicks on plain text', () => {
    const el = row();
    expect(click(el.querySelector('a[href="/not-a-row-link"]'))).toBeNull();
    expect(click(el.querySelector('.name'))).toBeNull();
    expect(click(null)).toBeNull();
  });

  it('reads 置顶 / 隐藏 with the id of the row the button is in', () => {
    const el = row();
    expect(click(el.querySelector('[data-row-action="pin"] span'))).toEqual({ kind: 'pin', id: 'm7' });
    expect(click(el.querySelector('[data-row-action="hide"]'))).toEqual({ kind: 'hide', id: 'm7' });
  });
});
