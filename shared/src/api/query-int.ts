import { z } from 'zod';

/**
 * A whole number from a query string (page, limit, a type code): absent or empty gives `fallback`; anything
 * but digits, or a number outside min..max, fails with `msg` (the page's Chinese message) rather than being
 * clamped, so a bad link answers 400 instead of quietly showing another page.
 */
export const queryInt = <F extends number | undefined>(msg: string, min: number, max: number, fallback: F) =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!/^\d+$/.test(v) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return n;
    });
