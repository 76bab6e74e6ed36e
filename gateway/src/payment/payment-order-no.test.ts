import { describe, expect, it } from 'vitest';
import { newOrderNo } from './payment-service.ts';

describe('order numbers ([PAY1])', () => {
  it('[PAY1] the stamp is the Beijing clock: 01:47:44 on the 27th is KY20261127014744, not the UTC 26th', () => {
    const no = newOrderNo(new Date('2026-11-26T17:47:44.900Z'));
    expect(no).toMatch(/^KY20261127014744[0-9a-f]{12}$/);
    expect(no.length).toBeLessThanOrEqual(32);
  });
});
