import { describe, expect, it } from 'vitest';
import { useE2E } from './fixture.ts';
import { registerContext } from './session.ts';

/**
 * 竞技场 on a 390 px phone with what fans really write: a pick's 推荐理由 with no break opportunity (a pasted
 * link, a run of letters) must wrap inside its card, not widen the page.
 */

// 14:40 on the feed's clock: the synthetic day still has matches to come, with odds.
const e2e = useE2E({ seed: 14, speed: 1, start: '14:40' });
const PHONE = { width: 390, height: 844 };

describe('arena on a phone', () => {
  it('[AR2] a pick whose reason is a long unbroken link keeps 推荐广场, its page and 我的推荐 within 390 px', async () => {
    const author = await registerContext(e2e.browser, e2e.stack.url, 'af', PHONE);
    const host = await author.context.request.get(
      `${e2e.stack.url}/api/user/arena/football/getHostFootMatch`,
    );
    const matches = (await host.json()).data as { id: string; state: number; odds: { ya?: unknown } }[];
    const match = matches.find((m) => m.state === 0 && m.odds.ya);
    if (!match) throw new Error('no open match with 亚盘');
    const reason = `看好主队https://example.com/${'q'.repeat(200)}`;
    const published = await author.context.request.post(
      `${e2e.stack.url}/api/user/arenaRecommend/insertArenaRecommend`,
      {
        data: { matchId: match.id, market: 'ya', selection: 'home', reason, chargeMoney: 0 },
        headers: { origin: e2e.stack.url },
      },
    );
    const pick = await published.json();
    expect(pick.code).toBe(200);
    const { page } = author;
    for (const path of ['/arena', `/blank/arena/recommeDetail?id=${pick.data.id}`, '/userarea/forecast']) {
      await page.goto(`${e2e.stack.url}${path}`);
      await page.locator('.arena-reason', { hasText: '看好主队' }).first().waitFor();
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
      expect({ path, width }).toEqual({ path, width: PHONE.width });
    }
    await author.context.close();
  }, 60_000);
});
