import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const pngs = (count: number) =>
  Array.from({ length: count }, (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' }));

describe('FeedbackModal (spec §3 fields, §5 limits, §8 toasts)', () => {
  it('offers the eight feedback types and limits the phone to 11 characters', () => {
    open();
    for (const t of ['其他', '死机', '页面出错', '闪退', '咨询', '卡顿', '酷易号', '页面优化'])
      expect(screen.getByLabelText(t)).toBeTruthy();
    expect(screen.getByPlaceholderText('选填，方便我们联系您').getAttribute('maxlength')).toBe('11');
  });

  it('[issue 11 bug 2] picking 6 images keeps the first 5 with previews and says 图片最多只可上传5张', async () => {
    let n = 0;
    const fetchMock = vi.fn(async () =>
      Response.json({ code: 200, msg: '上传成功', data: [{ fileSrc: `/api/user/upload/files/${n++}.png` }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    open();
    fireEvent.change(fileInput(), { target: { files: pngs(6) } });
    expect(await screen.findByText('图片最多只可上传5张')).toBeTruthy();
    await screen.findByText('上传图片（5/5）');
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const thumbs = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(thumbs).toEqual([0, 1, 2, 3, 4].map((i) => `/api/user/upload/files/${i}.png`));
    // Full: no way to add a sixth.
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('[issue 11 bug 2] with 3 already kept, picking 3 more keeps 2; removing one frees a place', async () => {
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          code: 200,
          msg: '上传成功',
          data: [{ fileSrc: `/api/user/upload/files/${n++}.png` }],
        }),
      ),
    );
    // Toasts are app-wide and outlive a test by a few seconds, so count the warnings rather than look for one.
    const warnings = () => screen.queryAllByText('图片最多只可上传5张').length;
    open();
    const before = warnings();
    fireEvent.change(fileInput(), { target: { files: pngs(3) } });
    await screen.findByText('上传图片（3/5）');
    expect(warnings()).toBe(before);
    fireEvent.change(fileInput(), { target: { files: pngs(3) } });
    await waitFor(() => expect(warnings()).toBe(before + 1));
    await screen.findByText('上传图片（5/5）');
    fireEvent.click(screen.getByRole('button', { name: '删除图片2' }));
    expect(screen.getByText('上传图片（4/5）')).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(
      [0, 2, 3, 4].map((i) => `/api/user/upload/files/${i}.png`),
    );
    expect(fileInput()).toBeTruthy();
  });

  it('a failed upload shows the server msg and keeps the others', async () => {
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        n++ === 0
          ? Response.json(
              { code: 400, msg: '仅支持 JPG、PNG、GIF、WEBP 格式的图片', data: null },
              { status: 400 },
            )
          : Response.json({
              code: 200,
              msg: '上传成功',
              data: [{ fileSrc: '/api/user/upload/files/ok.png' }],
            }),
      ),
    );
    open();
    fireEvent.change(fileInput(), { target: { files: pngs(2) } });
    expect(await screen.findByText('仅支持 JPG、PNG、GIF、WEBP 格式的图片')).toBeTruthy();
    await screen.findByText('上传图片（1/5）');
    expect(screen.getByRole('img', { name: '图片1' }).getAttribute('src')).toBe(
      '/api/user/upload/files/ok.png',
    );
  });

  it('on success shows the server msg and closes; uploaded paths go in imgList and img', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('multiUpload')
        ? Response.json({ code: 200, msg: '上传成功', data: [{ fileSrc: '/upload/a.png' }] })
        : Response.json({ code: 200, msg: '感谢您的反馈', data: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = open();
    fireEvent.change(fileInput(), { target: { files: pngs(1) } });
    await screen.findByText('上传图片（1/5）');
    // The form holds its submit until every upload is back; on a busy machine that can be a tick later.
    const submit = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('感谢您的反馈')).toBeTruthy();
    await waitFor(() => expect(store.get(isFeedbackOpenAtom)).toBe(false));
    const body = JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ imgList: ['/upload/a.png'], img: '/upload/a.png', feedbackType: '其他' });
  });
  it('[V13] an empty form is not sent: 请填写反馈内容或上传图片 shows under the text until something is written', async () => {
    const fetchMock = vi.fn(async () => Response.json({ code: 200, msg: '感谢您的反馈', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    const store = open();
    const dialog = screen.getByRole('dialog', { name: '意见反馈' });
    const alertText = () => within(dialog).queryByRole('alert')?.textContent ?? null;
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alertText()).toBe('请填写反馈内容或上传图片'));
    // Blank text is still empty.
    const textarea = dialog.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(textarea, { target: { value: '  \n ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(alertText()).toBe('请填写反馈内容或上传图片'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.get(isFeedbackOpenAtom)).toBe(true);
    // Writing something clears the message and the form goes out.
    fireEvent.change(textarea, { target: { value: '比分刷新慢' } });
    expect(alertText()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.get(isFeedbackOpenAtom)).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('[spec §3] the form opens fresh: a type picked before 取消 or a sent form is 其他 again on the next open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 200, msg: '感谢您的反馈', data: null })),
    );
    const store = open();
    const picked = () => (screen.getByLabelText('其他') as HTMLInputElement).checked;
    fireEvent.click(screen.getByLabelText('卡顿'));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    act(() => store.set(isFeedbackOpenAtom, true));
    expect(picked()).toBe(true);
    fireEvent.click(screen.getByLabelText('闪退'));
    fireEvent.change(screen.getByRole('dialog').querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: '打开比赛页闪退' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(store.get(isFeedbackOpenAtom)).toBe(false));
    act(() => store.set(isFeedbackOpenAtom, true));
    expect(picked()).toBe(true);
  });
});
