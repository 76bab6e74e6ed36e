import { PAGE_META } from '@kuyi/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import DownloadPage from './download-page.tsx';

afterEach(() => {
  cleanup();
  for (const m of document.head.querySelectorAll('meta')) m.remove();
  window.sessionStorage.clear();
});

function renderAt(url = '/download') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <DownloadPage />
    </MemoryRouter>,
  );
}

describe('DownloadPage (/download, issue 11)', () => {
  it('without APP_DOWNLOAD_URL says honestly there is no app and links the live scores', () => {
    renderAt();
    expect(screen.getByText(/酷易体育 App 暂未上架，请直接在手机浏览器访问本站/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '足球即时比分' }).getAttribute('href')).toBe('/football');
    expect(screen.queryByRole('link', { name: '下载酷易体育 APP' })).toBeNull();
  });

  it('with the download site in the page it links it, keeping the ad click id', () => {
    const meta = document.createElement('meta');
    meta.name = PAGE_META.appDownloadUrl;
    meta.content = 'https://app.kuyisports.example/get';
    document.head.append(meta);
    renderAt('/download?bd_vid=ad42');
    expect(screen.getByRole('link', { name: '下载酷易体育 APP' }).getAttribute('href')).toBe(
      'https://app.kuyisports.example/get?bd_vid=ad42',
    );
    expect(screen.queryByText(/暂未上架/)).toBeNull();
  });

  it('shows the download address as a scannable QR code', async () => {
    const meta = document.createElement('meta');
    meta.name = PAGE_META.appDownloadUrl;
    meta.content = 'https://app.kuyisports.example/get';
    document.head.append(meta);
    renderAt();
    const qr = await screen.findByTestId('download-qr');
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(qr.textContent).toContain('手机扫码下载');
  });

  it('ignores a download address that is not http(s)', () => {
    const meta = document.createElement('meta');
    meta.name = PAGE_META.appDownloadUrl;
    meta.content = 'javascript:alert(1)';
    document.head.append(meta);
    renderAt();
    expect(screen.getByText(/暂未上架/)).toBeTruthy();
  });
});
