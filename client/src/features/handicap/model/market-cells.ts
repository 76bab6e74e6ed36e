import {
  type AsianLine,
  type CompanyOdds,
  type EuroLine,
  marketLineLabel,
  type OverUnderLine,
  type Sport,
} from '@kuyi/shared';

/** A company's markets as the channel carries them (full time and 半场). */
export type MarketKey = 'ya' | 'da' | 'ou' | 'halfYa' | 'halfDa' | 'halfOu';
export type MarketKind = 'handicap' | 'total' | 'euro';

export const MARKET_KIND: Record<MarketKey, MarketKind> = {
  ya: 'handicap',
  da: 'total',
  ou: 'euro',
  halfYa: 'handicap',
  halfDa: 'total',
  halfOu: 'euro',
};

const isHalf = (market: MarketKey) => market.startsWith('half');

/** Market names: basketball's are 让分 / 总分 / 独赢. */
export function marketTitle(market: MarketKey, sport: Sport): string {
  const kind = MARKET_KIND[market];
  const names =
    sport === 'basketball'
      ? { handicap: '让分', total: '总分', euro: '独赢' }
      : { handicap: '亚盘', total: '大小', euro: '欧赔' };
  return `${isHalf(market) ? '半场' : ''}${names[kind]}`;
}

/** One printed value of a line: a price or the line itself, with the number it compares by. */
export interface Cell {
  key: string;
  text: string;
  value: number;
}

/** Column headings of a market, in cell order (basketball 独赢 has no draw). */
export function cellLabels(market: MarketKey, sport: Sport): string[] {
  switch (MARKET_KIND[market]) {
    case 'handicap':
      return ['主队', sport === 'basketball' ? '让分' : '盘口', '客队'];
    case 'total':
      return sport === 'basketball' ? ['大分', '总分', '小分'] : ['大球', '盘口', '小球'];
    case 'euro':
      return sport === 'basketball' ? ['主胜', '客胜'] : ['主胜', '和局', '客胜'];
  }
}

export type AnyLine = AsianLine | OverUnderLine | EuroLine;

const price = (key: string, value: number): Cell => ({ key, text: value.toFixed(2), value });

/** The cells a line prints, or null when the company has no such line. */
export function lineCells(market: MarketKey, line: AnyLine | null, sport: Sport): Cell[] | null {
  if (!line) return null;
  const kind = MARKET_KIND[market];
  if (kind === 'handicap' && 'home' in line && 'line' in line)
    return [
      price('home', line.home),
      { key: 'line', text: marketLineLabel('handicap', line.line, sport), value: line.line },
      price('away', line.away),
    ];
  if (kind === 'total' && 'over' in line)
    return [
      price('over', line.over),
      { key: 'line', text: marketLineLabel('total', line.line, sport), value: line.line },
      price('under', line.under),
    ];
  if (kind === 'euro' && 'draw' in line) {
    // A draw price of 0 means the market has none (basketball 独赢).
    const draw = sport === 'basketball' ? [] : [price('draw', line.draw)];
    return [price('home', line.home), ...draw, price('away', line.away)];
  }
  return null;
}

/** A company's opening and live line of one market. */
export function companyMarket(
  company: CompanyOdds,
  market: MarketKey,
): { open: AnyLine | null; live: AnyLine | null } {
  const pair = company[market];
  return { open: pair.open, live: pair.live };
}

export type Move = 'up' | 'down';

/** Red up, green down: how a value moved from `before` to `after`. */
export function moveOf(before: number | undefined, after: number): Move | null {
  if (before === undefined || before === after) return null;
  return after > before ? 'up' : 'down';
}
