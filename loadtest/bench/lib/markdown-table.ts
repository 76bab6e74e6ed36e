/** A GitHub Markdown table; numbers are right-aligned so columns of results read at a glance. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const align = headers.map((_, i) => (rows.every((r) => typeof r[i] === 'number') ? '---:' : '---'));
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c)).join(' | ')} |`;
  return [line(headers), line(align), ...rows.map(line)].join('\n');
}

/** Rounds for display: 3 significant digits below 100, whole numbers above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  if (Math.abs(value) >= 100) return Math.round(value);
  return Number(value.toPrecision(3));
}
