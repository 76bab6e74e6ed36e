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

/** The largest id a PostgreSQL integer column holds: a larger one would reach the database and answer 500. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A number, or text of decimal digits, read as a number (a JSON field or a query value). Not z.coerce, which
 * read `true` as 1, `[5]` as 5 and '0x10' as 16; anything else fails with `msg`.
 */
export const numberOrDigits = (msg: string) =>
  z.union([z.number(), z.string().regex(/^\s*\d+\s*$/, msg)], { error: msg }).transform(Number);

/** A row id: numberOrDigits from 1 to MAX_ROW_ID, else `msg`. */
export const rowIdRule = (msg: string) =>
  numberOrDigits(msg).pipe(z.number().int(msg).positive(msg).max(MAX_ROW_ID, msg));
