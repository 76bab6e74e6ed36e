import { pick, type Rng, randInt } from '../util/rng.ts';

const SKY = ['晴', '多云', '阴', '小雨', '晴转多云', '阵雨', '薄雾'];

/** Evening temperatures (℃, low and high) of a northern temperate month, January first. */
const NORTH: readonly (readonly [number, number])[] = [
  [-3, 8],
  [-2, 9],
  [2, 13],
  [6, 17],
  [11, 22],
  [15, 27],
  [18, 31],
  [17, 30],
  [13, 25],
  [8, 19],
  [3, 13],
  [-2, 9],
];
/** Leagues whose seasons are the other way round. */
const SOUTH = new Set(['澳超', '阿甲']);
/** Leagues played in the heat the whole year. */
const HOT = new Set(['泰超', '沙特联']);
/** Warm all year, summer or not (Mexico, Brazil's big cities). */
const MILD = new Set(['墨西联', '巴西甲']);

/**
 * The temperature a match day can have where its league plays: a November night in England is not 29℃,
 * while one in Brazil or Thailand may be.
 */
export function temperatureRange(leagueName: string, date: string): readonly [number, number] {
  if (HOT.has(leagueName)) return [22, 34];
  if (MILD.has(leagueName)) return [16, 30];
  const month = Number(date.slice(5, 7)) - 1;
  const index = SOUTH.has(leagueName) ? (month + 6) % 12 : month;
  return NORTH[index] ?? [8, 20];
}

/** "阵雨 9℃": the sky and a temperature of the league's climate on that date (two draws, as before). */
export function matchWeather(rng: Rng, leagueName: string, date: string): string {
  const sky = pick(rng, SKY);
  const [lo, hi] = temperatureRange(leagueName, date);
  return `${sky} ${randInt(rng, lo, hi)}℃`;
}
