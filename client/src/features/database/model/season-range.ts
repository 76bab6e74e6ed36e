/**
 * [T2] Season labels are "2026" (calendar-year leagues) or "2025-2026" (two-year leagues). The 资料库 index
 * names the seasons the season picker lists: 中超 has 2014–2020 from the real files and the current 2026, so it
 * reads "8个赛季 · 2014–2020、2026", never "2014–2026", which a fan would take for every season in between.
 */

interface Season {
  label: string;
  /** The year the season starts in; NaN for a label in neither form. */
  start: number;
  twoYear: boolean;
}

const parse = (label: string): Season => {
  const m = /^(\d{4})(?:-(\d{4}))?$/.exec(label);
  return { label, start: m ? Number(m[1]) : Number.NaN, twoYear: Boolean(m?.[2]) };
};

/** Newest first by the year a season starts in (the picker's order); labels in neither form go last. */
export function seasonsNewestFirst(seasons: readonly string[]): string[] {
  const key = (s: string) => parse(s).start || 0;
  return [...new Set(seasons)].sort((a, b) => key(b) - key(a));
}

function runText(run: Season[]): string {
  const first = run[0] as Season;
  const last = run.at(-1) as Season;
  if (run.length === 1) return first.label;
  if (run.length === 2) return `${first.label}、${last.label}`;
  return first.twoYear ? `${first.label}至${last.label}` : `${first.start}–${last.start}`;
}

/**
 * "8个赛季 · 2014–2020、2026": the count and the runs of back-to-back seasons, oldest first; one season is its
 * label alone. Two-year runs keep the picker's labels ("2024-2025至2026-2027").
 */
export function seasonRangeText(seasons: readonly string[]): string {
  const list = seasonsNewestFirst(seasons).reverse().map(parse);
  const runs: Season[][] = [];
  for (const s of list) {
    const run = runs.at(-1);
    const prev = run?.at(-1);
    if (run && prev && prev.twoYear === s.twoYear && s.start === prev.start + 1) run.push(s);
    else runs.push([s]);
  }
  const text = runs.map(runText).join('、');
  return list.length > 1 ? `${list.length}个赛季 · ${text}` : text;
}
