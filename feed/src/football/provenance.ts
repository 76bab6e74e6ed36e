import {
  BASKETBALL_PARTS,
  type BasketballPart,
  type BasketballProvenance,
  FOOTBALL_PARTS,
  type FootballPart,
  type FootballProvenance,
  type RealMatchSource,
} from '@kuyi/shared';

/**
 * What a source gives for one part of a match page: the real source, or `absent` when the page shows
 * nothing for it (no line-ups, an empty referee) so it is neither credited nor called modelled.
 * A part a source does not mention is modelled.
 */
export type Given<P extends string> = Partial<Record<P, RealMatchSource | 'absent'>>;

function provenanceOf<P extends string>(
  all: readonly P[],
  source: RealMatchSource,
  given: Given<P>,
): { source: RealMatchSource; credits: { source: RealMatchSource; parts: P[] }[]; modelled: P[] } {
  const bySource = new Map<RealMatchSource, P[]>([[source, []]]);
  const modelled: P[] = [];
  for (const part of all) {
    const from = given[part];
    if (from === 'absent') continue;
    if (from === undefined) modelled.push(part);
    else bySource.set(from, [...(bySource.get(from) ?? []), part]);
  }
  const credits = [...bySource]
    .filter(([, parts]) => parts.length > 0)
    .map(([s, parts]) => ({ source: s, parts }));
  return { source, credits, modelled };
}

/** A replayed football match: `source` gives the result; every part not in `given` was generated. */
export const footballProvenance = (source: RealMatchSource, given: Given<FootballPart>): FootballProvenance =>
  provenanceOf(FOOTBALL_PARTS, source, given);

export const basketballProvenance = (
  source: RealMatchSource,
  given: Given<BasketballPart>,
): BasketballProvenance => provenanceOf(BASKETBALL_PARTS, source, given);

/** A synthetic match: nothing on its page is real. */
export const GENERATED_FOOTBALL: FootballProvenance = {
  source: 'generated',
  credits: [],
  modelled: [...FOOTBALL_PARTS],
};
export const GENERATED_BASKETBALL: BasketballProvenance = {
  source: 'generated',
  credits: [],
  modelled: [...BASKETBALL_PARTS],
};
