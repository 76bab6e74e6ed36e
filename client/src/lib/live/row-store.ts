import { FINISHED_ROW_SINK_MS } from '@kuyi/shared';

/**
 * The normalized row store between the sync pipeline and React. Rows are replaced whole on each frame's
 * state, but a listener only hears about its own row when that row's object changed (applyPatch keeps
 * untouched rows' identity), so only changed rows re-render. The list hears about structural changes only
 * (rows added or removed, or a row's `structureKey` — state, kick-off, league — changing).
 *
 * Each row carries a `flash`: highlights (goal, red card, odds moves) that `detect` derives from the
 * previous and next row and that fade after their own duration.
 */
export interface Flash {
  /** Key → highlight kind, e.g. { goal: 'home', 'ya.line': 'line', 'ou.home': 'up' }. */
  marks: Readonly<Record<string, string>>;
  /** When a match was seen to finish (epoch ms); finished rows sink after FINISHED_ROW_SINK_MS. */
  finishedAt: number | null;
}

export interface RowEntry<T> {
  row: T;
  flash: Flash;
}

export interface Highlight {
  id: string;
  key: string;
  value: string;
  /** How long the mark stays, ms. */
  ttl: number;
}

export interface RowModel<T> {
  structureKey(row: T): string;
  /** Highlights that moving from prev to next deserves. */
  detect(prev: T, next: T): Highlight[];
  isFinished(row: T): boolean;
}

type Listener = () => void;
const NO_MARKS: Readonly<Record<string, string>> = Object.freeze({});

export class RowStore<T> {
  private entries = new Map<string, RowEntry<T>>();
  private keys = new Map<string, string>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listListeners = new Set<Listener>();
  private highlightListeners = new Set<(h: Highlight, entry: RowEntry<T>) => void>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private ids: readonly string[] = [];
  private version = 0;

  constructor(
    private readonly model: RowModel<T>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes the next full state. `live` is false for the first fill, which must not flash every row. */
  replace(rows: Readonly<Record<string, T>>, live = true): void {
    let structural = false;
    const changed: string[] = [];
    const highlights: Highlight[] = [];
    let justFinished = false;
    for (const id of this.entries.keys()) {
      if (!(id in rows)) {
        this.entries.delete(id);
        this.keys.delete(id);
        structural = true;
      }
    }
    for (const [id, row] of Object.entries(rows)) {
      const old = this.entries.get(id);
      if (old?.row === row) continue;
      const key = this.model.structureKey(row);
      if (this.keys.get(id) !== key) structural = true;
      this.keys.set(id, key);
      let finishedAt = old?.flash.finishedAt ?? null;
      if (
        old &&
        live &&
        finishedAt === null &&
        this.model.isFinished(row) &&
        !this.model.isFinished(old.row)
      ) {
        finishedAt = this.clock();
        justFinished = true;
      }
      const found = old && live ? this.model.detect(old.row, row) : [];
      highlights.push(...found);
      const marks = found.length ? { ...(old?.flash.marks ?? {}) } : (old?.flash.marks ?? NO_MARKS);
      for (const h of found) (marks as Record<string, string>)[h.key] = h.value;
      this.entries.set(id, { row, flash: { marks, finishedAt } });
      changed.push(id);
    }
    if (structural) this.bumpList();
    for (const id of changed) this.notifyRow(id);
    for (const h of highlights) {
      const entry = this.entries.get(h.id);
      if (entry) for (const fn of this.highlightListeners) fn(h, entry);
      this.schedule(h.ttl, () => this.clearMark(h));
    }
    // titan007 moves finished rows to the bottom 25 s after the whistle so fans see the final score first;
    // the sink is a structural change that comes later, without any patch.
    if (justFinished) this.schedule(FINISHED_ROW_SINK_MS + 50, () => this.bumpList());
  }

  getIds = (): readonly string[] => this.ids;
  getVersion = (): number => this.version;
  getEntry = (id: string): RowEntry<T> | undefined => this.entries.get(id);
  size(): number {
    return this.entries.size;
  }

  subscribeList = (fn: Listener): (() => void) => {
    this.listListeners.add(fn);
    return () => this.listListeners.delete(fn);
  };

  subscribeRow(id: string, fn: Listener): () => void {
    const set = this.rowListeners.get(id) ?? new Set<Listener>();
    this.rowListeners.set(id, set);
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.rowListeners.delete(id);
    };
  }

  onHighlight(fn: (h: Highlight, entry: RowEntry<T>) => void): () => void {
    this.highlightListeners.add(fn);
    return () => this.highlightListeners.delete(fn);
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private clearMark(h: Highlight): void {
    const entry = this.entries.get(h.id);
    if (!entry || entry.flash.marks[h.key] !== h.value) return;
    const marks = { ...entry.flash.marks };
    delete marks[h.key];
    this.entries.set(h.id, { row: entry.row, flash: { ...entry.flash, marks } });
    this.notifyRow(h.id);
  }

  private schedule(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      fn();
    }, ms);
    this.timers.add(t);
  }

  private bumpList(): void {
    this.ids = [...this.entries.keys()];
    this.version++;
    for (const fn of this.listListeners) fn();
  }

  private notifyRow(id: string): void {
    for (const fn of this.rowListeners.get(id) ?? []) fn();
  }
}
