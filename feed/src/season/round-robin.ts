/**
 * Double round-robin fixtures from Berger tables: n clubs meet twice over 2(n − 1) rounds, the second half the
 * first with home and away swapped, and no club at home (or away) more than twice running — within a season or
 * across the turn to the next, which starts over from round 1. Returns index pairs [home, away] per round.
 * An odd n gets a bye: the club drawn against the phantom n-th club sits the round out.
 */
export function roundRobin(n: number): [number, number][][] {
  const size = n % 2 === 0 ? n : n + 1;
  const first = bergerRounds(size);
  const swap = (round: [number, number][]) => round.map(([h, a]): [number, number] => [a, h]);
  // In Berger's order two clubs break (HH or AA) at rounds 1–2 and the fixed club between the last round and
  // the first; a mirrored half would hand them three in a row at the turn. From round 4 every break falls
  // inside a half. Four clubs cannot avoid it with a mirror (two of them must break within three rounds), so a
  // group plays its return legs in the order 1, 3, 2.
  const half = size === 4 ? first : [...first.slice(3), ...first.slice(0, 3)];
  const returns = size === 4 ? [0, 2, 1].map((r) => swap(first[r] ?? [])) : half.map(swap);
  const cycle = [...half, ...returns];
  return size === n ? cycle : cycle.map((round) => round.filter(([h, a]) => h < n && a < n));
}

/**
 * One Berger table: round 1 pairs i with size − 1 − i (the lower number at home); each next round adds size/2
 * to every club but the last (mod size − 1), keeping sides, while the last club switches ends every round.
 */
function bergerRounds(size: number): [number, number][][] {
  const fixed = size - 1;
  const step = (t: number) => (t === fixed ? fixed : (t + size / 2) % fixed);
  const rounds: [number, number][][] = [];
  let pairs = Array.from({ length: size / 2 }, (_, i): [number, number] => [i, fixed - i]);
  for (let r = 0; r < fixed; r++) {
    rounds.push(pairs);
    pairs = pairs.map(([h, a]): [number, number] => {
      if (h !== fixed && a !== fixed) return [step(h), step(a)];
      const other = step(h === fixed ? a : h);
      return r % 2 === 0 ? [fixed, other] : [other, fixed];
    });
  }
  return rounds;
}
