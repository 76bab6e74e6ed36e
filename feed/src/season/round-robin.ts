/**
 * Double round-robin fixtures by the circle method: n teams (n even) meet twice over 2(n − 1) rounds, home
 * and away swapped in the second half. Returns index pairs [home, away] per round.
 */
export function roundRobin(n: number): [number, number][][] {
  const rounds: [number, number][][] = [];
  const ring = Array.from({ length: n }, (_, i) => i);
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] ?? 0;
      const b = ring[n - 1 - i] ?? 0;
      // Alternate who is at home so no club plays every first-half match at home.
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    // Keep the first team fixed and rotate the rest one place.
    const last = ring.pop() ?? 0;
    ring.splice(1, 0, last);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([h, a]): [number, number] => [a, h]))];
}
