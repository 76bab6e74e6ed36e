import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Toaster from '../../../components/toaster.tsx';
import { isFeedbackOpenAtom } from '../atoms/feedback-atoms.ts';
import FeedbackModal from './feedback-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const store = createStore();
  store.set(isFeedbackOpenAtom, true);
  render(
    <Provider store={store}>
      <FeedbackModal />
      <Toaster />
    </Provider>,
  );
  return store;
}

describe('FeedbackModal (spec §3 fields, §5 limits, §8 toasts)', () => {
  it('offers the eight feedback types and limits the phone to 11 characters', () => {
    open();
    for (const t of ['其他', '死机', '页面出错', '闪退', '咨询', '卡顿', '酷易号', '页面优化'])
      expect(screen.getByLabelText(t)).toBeTruthy();
    expect(screen.getByPlaceholderText('选填，方便我们联系您').getAttribute('maxlength')).toBe('11');
  });

  it('refuses more than 5 images with 图片最多只可上传5张', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    open();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const files = Array.from({ length: 6 }, (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' }));
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('图片最多只可上传5张')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success shows the server msg and closes; uploaded paths go in imgList and img', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('multiUpload')
        ? Response.json({ code: 200, msg: '上传成功', data: [{ fileSrc: '/upload/a.png' }] })
        : Response.json({ code: 200, msg: '感谢您的反馈', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = open();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    await screen.findByText('上传图片（1/5）');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('感谢您的反馈')).toBeTruthy();
    await waitFor(() => expect(store.get(isFeedbackOpenAtom)).toBe(false));
    const body = JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ imgList: ['/upload/a.png'], img: '/upload/a.png', feedbackType: '其他' });
  });
});
