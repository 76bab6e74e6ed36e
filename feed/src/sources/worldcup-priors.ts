/**
 * Where each nation's World Cup rating starts: what was published about it before the first match in the data
 * (the 2018 finals), so seeding from it is not look-ahead. The 32 2018 finalists start from their World Football
 * Elo rating on the eve of that tournament; any other nation from its confederation's rating.
 */

export type Confederation = 'UEFA' | 'CONMEBOL' | 'CONCACAF' | 'CAF' | 'AFC' | 'OFC';

/** A nation with no published rating here: about where its confederation's World Cup sides sat. */
export const CONFEDERATION_PRIOR: Readonly<Record<Confederation, number>> = {
  CONMEBOL: 1620,
  UEFA: 1580,
  CONCACAF: 1480,
  CAF: 1450,
  AFC: 1440,
  OFC: 1380,
};

const CONFEDERATION: Readonly<Record<string, Confederation>> = {
  ...Object.fromEntries(
    'AUT BEL BIH CRO CZE DEN ENG FRA GER GRE ISL ITA NED NOR POL POR RUS SCO SRB ESP SWE SUI TUR UKR WAL'
      .split(' ')
      .map((c) => [c, 'UEFA']),
  ),
  ...Object.fromEntries('ARG BRA CHI COL ECU PAR PER URU'.split(' ').map((c) => [c, 'CONMEBOL'])),
  ...Object.fromEntries('CAN CRC CUW HAI HON JAM MEX PAN USA'.split(' ').map((c) => [c, 'CONCACAF'])),
  ...Object.fromEntries(
    'ALG CMR CPV COD EGY GHA CIV MLI MAR NGA SEN RSA TUN'.split(' ').map((c) => [c, 'CAF']),
  ),
  ...Object.fromEntries('AUS CHN IRN IRQ JPN JOR QAT KSA KOR UZB'.split(' ').map((c) => [c, 'AFC'])),
  NZL: 'OFC',
};

/**
 * World Football Elo ratings (eloratings.net) of the 2018 finalists on the eve of the tournament (about
 * 8–13 June 2018, before the 14 June opener). APPROXIMATE: transcribed from memory, not copied from the site,
 * so a figure may be off by a few tens of points; the order and the rough gaps (Brazil and Germany ahead,
 * Spain next, then France, Argentina, Portugal; Saudi Arabia last) are what the prices rely on.
 */
export const ELO_EVE_OF_2018: Readonly<Record<string, number>> = {
  BRA: 2131,
  GER: 2092,
  ESP: 2048,
  ARG: 1985,
  FRA: 1984,
  POR: 1975,
  ENG: 1941,
  COL: 1935,
  BEL: 1931,
  PER: 1915,
  URU: 1891,
  SUI: 1879,
  MEX: 1858,
  CRO: 1853,
  DEN: 1843,
  POL: 1831,
  IRN: 1797,
  SWE: 1795,
  SRB: 1770,
  ISL: 1764,
  SEN: 1747,
  CRC: 1745,
  MAR: 1733,
  AUS: 1717,
  KOR: 1714,
  JPN: 1699,
  RUS: 1685,
  NGA: 1682,
  PAN: 1659,
  TUN: 1649,
  EGY: 1643,
  KSA: 1582,
};

const confederationPrior = (code: string): number => CONFEDERATION_PRIOR[CONFEDERATION[code] ?? 'CAF'];

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * The published ratings moved by one constant so the 32 finalists average what their confederation priors
 * average: the gaps between them stay as published (they are what Elo's expected result reads), and a nation
 * first seen in 2022 or 2026 at its confederation's rating sits on the same scale.
 */
const SHIFT =
  mean(Object.keys(ELO_EVE_OF_2018).map(confederationPrior)) - mean(Object.values(ELO_EVE_OF_2018));

/** A nation's starting rating: its published pre-2018 Elo on the model's scale, else its confederation's. */
export const priorRating = (code: string): number => {
  const published = ELO_EVE_OF_2018[code];
  return published === undefined ? confederationPrior(code) : published + SHIFT;
};
