import { REPO_SHARED_DATA } from '../data-location.ts';
import { type HistoryData, loadHistory } from './history-data.ts';

/** ../shared/data next to the repository, where the real data lives (never copied into the repo). */
export const DEFAULT_HISTORY_DIR = REPO_SHARED_DATA;

const bound = new WeakMap<object, string>();
const loaded = new Map<string, HistoryData | null>();

/** The directory of real seasons: `--data-dir`, else env KUYI_DATA_DIR, else ../shared/data. */
export const historyDir = (explicit?: string): string =>
  explicit ?? process.env.KUYI_DATA_DIR ?? DEFAULT_HISTORY_DIR;

/** Parsed once per directory and shared by every app in the process (tests start many). */
export function historyAt(dir: string): HistoryData | null {
  if (!loaded.has(dir)) loaded.set(dir, loadHistory(dir));
  return loaded.get(dir) ?? null;
}

/**
 * Ties a world to a data directory and reads it now, so the first database call is not the slow one.
 * Returns a line for the feed's log: how many real seasons it found, or that it serves synthetic only.
 */
export function bindHistory(world: object, dir: string): { ok: boolean; message: string } {
  bound.set(world, dir);
  const data = historyAt(dir);
  if (!data || data.seasons.length === 0)
    return { ok: false, message: `真实历史数据目录 ${dir} 不存在或为空：资料库只提供模拟赛季` };
  return { ok: true, message: `资料库读取了 ${dir} 中的 ${data.seasons.length} 个真实赛季` };
}

/** The world's bound directory, or the default one for worlds started without `start()`. */
export const historyDirOf = (world: object): string => bound.get(world) ?? historyDir();

export const historyOf = (world: object): HistoryData | null => historyAt(historyDirOf(world));
