import type { EuroLine } from '@kuyi/shared';
import type { MarketValues, OddsCompany } from '../football/plan-types.ts';
import { num } from './csv.ts';

/**
 * Companies of a replayed match from the football-data columns: opening and closing 1x2 for several books,
 * 亚盘 (AHh/AHCh, sign flipped to our home-gives convention) and 大小 2.5 for bet365 and Pinnacle.
 */
const round2 = (x: number) => Math.round(x * 100) / 100;

interface Columns {
  id: string;
  name: string;
  x12: string;
  x12c: string;
  ou?: [string, string];
  ouc?: [string, string];
  ah?: [string, string];
  ahc?: [string, string];
}

const BOOKS: Columns[] = [
  {
    id: '8',
    name: '365',
    x12: 'B365',
    x12c: 'B365C',
    ou: ['B365>2.5', 'B365<2.5'],
    ouc: ['B365C>2.5', 'B365C<2.5'],
    ah: ['B365AHH', 'B365AHA'],
    ahc: ['B365CAHH', 'B365CAHA'],
  },
  {
    id: '31',
    name: '平博',
    x12: 'PS',
    x12c: 'PSC',
    ou: ['P>2.5', 'P<2.5'],
    ouc: ['PC>2.5', 'PC<2.5'],
    ah: ['PAHH', 'PAHA'],
    ahc: ['PCAHH', 'PCAHA'],
  },
  { id: '2', name: '立博', x12: 'LB', x12c: 'LBC' },
  { id: '9', name: '伟德', x12: 'BV', x12c: 'BVC' },
  { id: '4', name: 'Bwin', x12: 'BW', x12c: 'BWC' },
];

function euro(row: Record<string, string>, prefix: string): EuroLine | undefined {
  const [h, d, a] = [num(row, `${prefix}H`), num(row, `${prefix}D`), num(row, `${prefix}A`)];
  return h && d && a ? { home: h, draw: d, away: a } : undefined;
}

function values(
  row: Record<string, string>,
  x12: string,
  ou: [string, string] | undefined,
  ah: [string, string] | undefined,
  ahLine: string,
): MarketValues {
  const out: MarketValues = {};
  const e = euro(row, x12);
  if (e) out.ou = e;
  if (ou) {
    const [o, u] = [num(row, ou[0]), num(row, ou[1])];
    if (o && u) out.da = { line: 2.5, over: round2(o - 1), under: round2(u - 1) };
  }
  const line = num(row, ahLine);
  if (ah && line !== null) {
    const [h, a] = [num(row, ah[0]), num(row, ah[1])];
    if (h && a) out.ya = { line: -line, home: round2(h - 1), away: round2(a - 1) };
  }
  return out;
}

export function replayCompanies(row: Record<string, string>): OddsCompany[] {
  const out: OddsCompany[] = [];
  for (const b of BOOKS) {
    const open = values(row, b.x12, b.ou, b.ah, 'AHh');
    const close = values(row, b.x12c, b.ouc, b.ahc, 'AHCh');
    if (!open.ou && !close.ou) continue;
    const ref = close.ou ?? open.ou;
    const overround = ref ? 1 / ref.home + 1 / ref.draw + 1 / ref.away - 1 : 0.05;
    out.push({
      id: b.id,
      name: b.name,
      margin: Math.min(0.12, Math.max(0.02, overround)),
      bias: 0,
      open,
      close,
    });
  }
  return out;
}

/** Normalised 1x2 probabilities of the best closing (else opening) prices of a row. */
export function resultProbs(row: Record<string, string>, closing: boolean): [number, number, number] | null {
  const prefixes = closing ? ['PSC', 'B365C', 'AvgC'] : ['PS', 'B365', 'Avg'];
  for (const p of prefixes) {
    const e = euro(row, p);
    if (!e) continue;
    const inv = [1 / e.home, 1 / e.draw, 1 / e.away];
    const sum = inv.reduce((s, x) => s + x, 0);
    return [(inv[0] ?? 0) / sum, (inv[1] ?? 0) / sum, (inv[2] ?? 0) / sum];
  }
  return null;
}
