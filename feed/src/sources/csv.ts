import { readFileSync } from 'node:fs';

/** football-data CSVs: plain comma-separated, a BOM, no quoted fields. Rows as header → value maps. */
export function readCsv(path: string): Record<string, string>[] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = cells[i] ?? '';
    });
    return row;
  });
}

/** "13/09/2025" → "2025-09-13". */
export const isoDate = (ddmmyyyy: string): string => {
  const [d, m, y] = ddmmyyyy.split('/');
  return `${y}-${m}-${d}`;
};

/** Last Sunday of a month (UTC date), where UK clocks change. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
}

/** UK local date and time → epoch ms (BST, UTC+1, from the last Sunday of March to that of October). */
export function ukTimeToEpoch(date: string, time: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = (time || '15:00').split(':').map(Number);
  const asUtc = Date.UTC(y ?? 2025, (m ?? 1) - 1, d ?? 1, hh ?? 15, mm ?? 0);
  const summer = asUtc >= lastSunday(y ?? 2025, 2) + 3600_000 && asUtc < lastSunday(y ?? 2025, 9) + 3600_000;
  return asUtc - (summer ? 3600_000 : 0);
}

export const num = (row: Record<string, string>, key: string): number | null => {
  const v = row[key];
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
