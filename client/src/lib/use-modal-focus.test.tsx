import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalFocus } from './use-modal-focus.ts';

afterEach(cleanup);

function Dialog({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box);
  return (
    <div ref={box} role="dialog" aria-modal="true">
      <input aria-label="手机号" />
      <button type="button" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        登录
      </button>
      <a href="/football">行 1</a>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

const tab = (shiftKey = false) => fireEvent.keyDown(document, { key: 'Tab', shiftKey });

describe('a modal holds the keyboard while open', () => {
  it('takes focus on open, keeps Tab inside, and gives focus back to its opener on close', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: '登录' });
    opener.focus();
    fireEvent.click(opener);
    const field = screen.getByLabelText('手机号');
    const close = screen.getByRole('button', { name: '关闭' });
    expect(document.activeElement).toBe(field);
    close.focus();
    tab();
    expect(document.activeElement).toBe(field);
    tab(true);
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(document.activeElement).toBe(opener);
  });

  it('a modal opened over another (忘记密码 over 登录) holds Tab; closing it hands the keyboard back', () => {
    function Stacked() {
      const [top, setTop] = useState(true);
      return (
        <>
          <Dialog onClose={() => {}} />
          {top && (
            <section aria-label="忘记密码">
              <TopDialog onClose={() => setTop(false)} />
            </section>
          )}
        </>
      );
    }
    function TopDialog({ onClose }: { onClose: () => void }) {
      const box = useRef<HTMLDivElement>(null);
      useModalFocus(box);
      return (
        <div ref={box} role="dialog">
          <input aria-label="验证码" />
          <button type="button" onClick={onClose}>
            返回
          </button>
        </div>
      );
    }
    render(<Stacked />);
    const code = screen.getByLabelText('验证码');
    const back = screen.getByRole('button', { name: '返回' });
    expect(document.activeElement).toBe(code);
    back.focus();
    tab();
    expect(document.activeElement).toBe(code);
    fireEvent.click(back);
    const close = screen.getByRole('button', { name: '关闭' });
    close.focus();
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('手机号'));
  });
});
