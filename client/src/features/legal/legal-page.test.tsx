import type { Agreement } from '@kuyi/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LegalPage from './legal-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PRIVACY: Agreement = {
  agreementId: 'privacy',
  title: '酷易体育隐私政策',
  updatedAt: '2026-11-24',
  content: [
    '本政策说明我们如何处理你的个人信息。',
    '',
    '## 一、我们收集哪些信息',
    '- **手机号码**：注册和登录时必须提供；',
    '- 身份证号（选填）：实名认证时提供。',
    '## 二、我们如何存储',
    '密码以 scrypt 加盐哈希保存。',
    '## 三、联系我们',
    '客服邮箱：service@kuyisports.example',
  ].join('\n'),
};

const envelope = (code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

describe('LegalPage ([A3] agreements on /privacy, /service, /userTreaty, /apptreaty, /apptreaty2)', () => {
  it('shows 加载中 first, then the title, the updated date, a table of contents and the sections', async () => {
    const fetchMock = vi.fn(async (_url: string) => envelope(200, '查询成功', [PRIVACY]));
    vi.stubGlobal('fetch', fetchMock);
    render(<LegalPage page="privacy" />);
    expect(screen.getByRole('status').textContent).toContain('加载中');

    expect(await screen.findByRole('heading', { level: 1, name: '酷易体育隐私政策' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/agreement/getAgreementList?agreementId=privacy');
    expect(screen.getByText('2026年11月24日').getAttribute('datetime')).toBe('2026-11-24');
    const toc = screen.getByRole('navigation', { name: '目录' });
    const links = [...toc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['一、我们收集哪些信息', '#section-1'],
      ['二、我们如何存储', '#section-2'],
      ['三、联系我们', '#section-3'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '二、我们如何存储' })).toBeTruthy();
    expect(screen.getByText('手机号码').tagName).toBe('STRONG');
    expect(screen.getByText('密码以 scrypt 加盐哈希保存。')).toBeTruthy();
    expect(screen.getByText('本政策说明我们如何处理你的个人信息。')).toBeTruthy();
  });

  it('/service shows the user service agreement', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      envelope(200, '查询成功', [{ ...PRIVACY, agreementId: 'userTreaty', title: '酷易体育用户服务协议' }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<LegalPage page="service" />);
    expect(await screen.findByRole('heading', { level: 1, name: '酷易体育用户服务协议' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/agreement/getAgreementList?agreementId=userTreaty');
  });

  it('an error answer shows its Chinese message and 重新加载 reads again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(envelope(404, '协议不存在', null))
      .mockResolvedValueOnce(envelope(200, '查询成功', [PRIVACY]));
    vi.stubGlobal('fetch', fetchMock);
    render(<LegalPage page="privacy" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('协议内容加载失败：协议不存在');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '酷易体育隐私政策' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a network failure says so in Chinese', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<LegalPage page="apptreaty" />);
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请稍后再试');
  });
});
