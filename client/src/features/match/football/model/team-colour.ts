/**
 * The feed carries no club crests or kit colours, so each team gets a stable colour of its own from its id:
 * the same club looks the same on every page and visit, and the two sides of a match rarely look alike.
 */
export function teamColour(teamId: string): string {
  return hsl(teamHue(teamId));
}

function teamHue(teamId: string): number {
  let hash = 0;
  for (const ch of teamId) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

const hsl = (hue: number) => `hsl(${hue} 55% 38%)`;

/** Hues closer than this read as one colour on the 阵容 pitch. */
const CLASH_DEGREES = 45;

/**
 * Both sides' colours in one match. About one match in eight drew two near colours (two olive badges, one
 * olive pitch); then the away side wears a change colour, its hue turned half round, as a club whose kit
 * clashes changes it. The home side always keeps its own.
 */
export function matchColours(homeId: string, awayId: string): { home: string; away: string } {
  const home = teamHue(homeId);
  const away = teamHue(awayId);
  const apart = Math.min(Math.abs(home - away), 360 - Math.abs(home - away));
  return { home: hsl(home), away: hsl(apart < CLASH_DEGREES ? (away + 180) % 360 : away) };
}

/** The badge's letter: the first character of the Chinese name ("阿森纳" → "阿"). */
export function teamInitial(name: string): string {
  return [...name.trim()][0] ?? '?';
}
