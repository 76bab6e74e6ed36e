import type { Sport } from '@kuyi/shared';
import type { DisplaySettings, PanSettings } from '../../../state/settings-atoms.ts';

export interface Column {
  key: string;
  label: string;
  width: string;
}

const FOOTBALL: readonly Column[] = [
  { key: 'act', label: '', width: '46px' },
  { key: 'league', label: '赛事', width: '78px' },
  { key: 'time', label: '时间', width: '46px' },
  { key: 'status', label: '状态', width: '50px' },
  { key: 'home', label: '主队', width: 'minmax(120px, 1fr)' },
  { key: 'score', label: '比分', width: '58px' },
  { key: 'away', label: '客队', width: 'minmax(120px, 1fr)' },
  { key: 'half', label: '半场', width: '44px' },
  { key: 'corner', label: '角球', width: '44px' },
  // Wide enough for a finished row's longest line with its result: 0.79 受两/两球半 0.96 赢半.
  { key: 'ya', label: '亚盘', width: '164px' },
  { key: 'da', label: '大小', width: '128px' },
  { key: 'ou', label: '欧赔', width: '128px' },
  { key: 'data', label: '数据', width: '64px' },
];

const BASKETBALL: readonly Column[] = [
  { key: 'act', label: '', width: '46px' },
  { key: 'league', label: '赛事', width: '70px' },
  { key: 'time', label: '时间', width: '46px' },
  { key: 'status', label: '状态', width: '84px' },
  { key: 'team', label: '主队 / 客队', width: 'minmax(140px, 1fr)' },
  { key: 'q1', label: '一节', width: '38px' },
  { key: 'q2', label: '二节', width: '38px' },
  { key: 'q3', label: '三节', width: '38px' },
  { key: 'q4', label: '四节', width: '38px' },
  { key: 'ot', label: '加时', width: '38px' },
  { key: 'total', label: '全场', width: '48px' },
  { key: 'half', label: '半场', width: '44px' },
  { key: 'diff', label: '分差/总分', width: '62px' },
  { key: 'ya', label: '让分', width: '128px' },
  { key: 'da', label: '总分', width: '128px' },
  { key: 'ou', label: '独赢', width: '96px' },
  { key: 'data', label: '数据', width: '56px' },
];

/**
 * The columns a table shows: the odds columns follow the `pan` setting (ya, da, ou) and disappear with
 * `setting.odds`; the data links column is `setting.history` (head-to-head and past results).
 */
export function visibleColumns(sport: Sport, pan: PanSettings, setting: DisplaySettings): Column[] {
  const all = sport === 'football' ? FOOTBALL : BASKETBALL;
  return all.filter((c) => {
    if (c.key === 'ya' || c.key === 'da' || c.key === 'ou') return setting.odds && pan[c.key];
    if (c.key === 'data') return setting.history;
    return true;
  });
}

/**
 * Phone rows keep the essentials: time, state, league, teams, score, half-time, cards and one odds line,
 * and 置顶 / 隐藏 (a fan follows matches on the phone too; a pin made on a desktop must be undone here).
 */
const COMPACT_KEYS: Record<Sport, ReadonlySet<string>> = {
  football: new Set(['act', 'league', 'time', 'status', 'home', 'score', 'away', 'half']),
  basketball: new Set(['act', 'league', 'time', 'status', 'team', 'half', 'total']),
};

/**
 * The columns of a phone row: the essentials, plus the first odds market the visitor shows (亚盘, else 大小,
 * else 欧赔). Their places on the two-line row are set in live-table.css by `data-col`.
 */
export function compactColumns(sport: Sport, pan: PanSettings, setting: DisplaySettings): Column[] {
  const visible = visibleColumns(sport, pan, setting);
  const odds = visible.find((c) => c.key === 'ya' || c.key === 'da' || c.key === 'ou');
  return visible.filter((c) => COMPACT_KEYS[sport].has(c.key) || c === odds);
}

export const gridTemplate = (columns: readonly Column[]): string => columns.map((c) => c.width).join(' ');

/** The narrowest the desktop columns go: each track's px width, a `minmax(…)` track's minimum. */
export function tableMinWidth(columns: readonly Column[]): number {
  return columns.reduce((sum, c) => sum + Number.parseFloat(c.width.replace(/^minmax\(/, '')), 0);
}

/**
 * Columns a window a little too narrow for the whole desktop table drops first, before it falls back to the
 * phones' two-line rows: the half-time score (the score and, for basketball, the quarters say more), the
 * corners and basketball's 分差/总分 (its total is in the 全场 column). FlashScore thins its table the same way.
 */
const LOW_PRIORITY: ReadonlySet<string> = new Set(['half', 'corner', 'diff']);

export const reducedColumns = (columns: readonly Column[]): Column[] =>
  columns.filter((c) => !LOW_PRIORITY.has(c.key));

/**
 * What the window keeps beside the table: the page's 8 px margins, the table's 1 px borders and room for a
 * 17 px scroll bar, which the window's width (what a media query reads) includes.
 */
export const TABLE_GUTTER = 16 + 2 + 17;
