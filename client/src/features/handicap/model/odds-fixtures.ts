import type { CompanyOdds } from '@kuyi/shared';

/** A company's odds for tests; override what the test is about. */
export function companyOdds(over: Partial<CompanyOdds> = {}): CompanyOdds {
  return {
    companyId: '1',
    companyName: '澳门',
    ya: { open: { line: 0.5, home: 0.82, away: 0.92 }, live: { line: 0.25, home: 0.9, away: 0.86 } },
    da: { open: { line: 2.5, over: 0.92, under: 0.82 }, live: { line: 2.5, over: 0.88, under: 0.86 } },
    ou: { open: { home: 1.82, draw: 3.75, away: 3.94 }, live: { home: 2, draw: 4, away: 4 } },
    halfYa: { open: { line: 0.25, home: 0.94, away: 0.8 }, live: null },
    halfDa: { open: { line: 1, over: 0.84, under: 0.9 }, live: null },
    halfOu: { open: { home: 2.48, draw: 2.23, away: 4.57 }, live: null },
    updatedAt: Date.UTC(2026, 10, 22, 12, 0),
    ...over,
  };
}
