/**
 * The feed carries no club crests or kit colours, so each team gets a stable colour of its own from its id:
 * the same club looks the same on every page and visit, and the two sides of a match rarely look alike.
 */
export function teamColour(teamId: string): string {
  let hash = 0;
  for (const ch of teamId) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${hash % 360} 55% 38%)`;
}

/** The badge's letter: the first character of the Chinese name ("阿森纳" → "阿"). */
export function teamInitial(name: string): string {
  return [...name.trim()][0] ?? '?';
}
