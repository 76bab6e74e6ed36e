import { FINISHED_ROW_SINK_MS } from '@kuyi/shared';
import { onNextFrame } from './frame-batch.ts';

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
/** What one replace/update found, announced at its end. */
interface Batch {
  structural: boolean;
  changed: string[];
  highlights: Highlight[];
  justFinished: boolean;
}
const NO_MARKS: Readonly<Record<string, string>> = Object.freeze({});

export class RowStore<T> {
  private entries = new Map<string, RowEntry<T>>();
  private keys = new Map<string, string>();
  private rowListeners = new Map<string, Set<Listener>>();
  private listListeners = new Set<Listener>();
  private highlightListeners = new Set<(h: Highlight, entry: RowEntry<T>) => void>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  /** Frame-batch entries not yet run, taken back on dispose. */
  private pendingFrames = new Set<() => void>();
  private ids: readonly string[] = [];
  private version = 0;

  constructor(
    private readonly model: RowModel<T>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes the next full state. `live` is false for the first fill, which must not flash every row. */
  replace(rows: Readonly<Record<string, T>>, live = true): void {
    const batch = this.newBatch();
    for (const id of this.entries.keys()) if (!(id in rows)) this.remove(id, batch);
    for (const [id, row] of Object.entries(rows)) this.take(id, row, live, batch);
    this.finish(batch);
  }

  /**
   * Takes the rows `ids` of the next state, which differs from the last one in those rows only (a list
   * written in place, see applyPatchInPlace): a frame costs the rows that moved, not all 5,000.
   */
  update(rows: Readonly<Record<string, T>>, ids: Iterable<string>, live = true): void {
    const batch = this.newBatch();
    for (const id of ids) {
      const row = rows[id];
      if (row === undefined) this.remove(id, batch);
      else this.take(id, row, live, batch);
    }
    this.finish(batch);
  }

  private newBatch(): Batch {
    return { structural: false, changed: [], highlights: [], justFinished: false };
  }

  private remove(id: string, batch: Batch): void {
    if (!this.entries.delete(id)) return;
    this.keys.delete(id);
    batch.structural = true;
  }

  private take(id: string, row: T, live: boolean, batch: Batch): void {
    const old = this.entries.get(id);
    if (old?.row === row) return;
    const key = this.model.structureKey(row);
    if (this.keys.get(id) !== key) batch.structural = true;
    this.keys.set(id, key);
    let finishedAt = old?.flash.finishedAt ?? null;
    if (old && live && finishedAt === null && this.model.isFinished(row) && !this.model.isFinished(old.row)) {
      finishedAt = this.clock();
      batch.justFinished = true;
    }
    const found = old && live ? this.model.detect(old.row, row) : [];
    batch.highlights.push(...found);
    const marks = found.length ? { ...(old?.flash.marks ?? {}) } : (old?.flash.marks ?? NO_MARKS);
    for (const h of found) (marks as Record<string, string>)[h.key] = h.value;
    this.entries.set(id, { row, flash: { marks, finishedAt } });
    batch.changed.push(id);
  }

  private finish(batch: Batch): void {
    if (batch.structural) this.bumpList();
    for (const id of batch.changed) this.notifyRow(id);
    // One timer per duration, not per mark: marks set together fade together, in the frame batch's render.
    const byTtl = new Map<number, Highlight[]>();
    for (const h of batch.highlights) {
      const entry = this.entries.get(h.id);
      if (entry) for (const fn of this.highlightListeners) fn(h, entry);
      const same = byTtl.get(h.ttl);
      if (same) same.push(h);
      else byTtl.set(h.ttl, [h]);
    }
    for (const [ttl, marks] of byTtl)
      this.schedule(ttl, () => this.inNextFrame(() => this.clearMarks(marks)));
    // titan007 moves finished rows to the bottom 25 s after the whistle so fans see the final score first;
    // the sink is a structural change that comes later, without any patch.
    if (batch.justFinished) this.schedule(FINISHED_ROW_SINK_MS + 50, () => this.bumpList());
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
    for (const cancel of this.pendingFrames) cancel();
    this.pendingFrames.clear();
  }

  private inNextFrame(fn: () => void): void {
    const cancel = onNextFrame(() => {
      this.pendingFrames.delete(cancel);
      fn();
    });
    this.pendingFrames.add(cancel);
  }

  /** Takes the marks off that are still the ones set; a row's marks are copied once, not once per mark. */
  private clearMarks(highlights: readonly Highlight[]): void {
    const fresh = new Map<string, Record<string, string>>();
    for (const h of highlights) {
      const entry = this.entries.get(h.id);
      if (!entry || entry.flash.marks[h.key] !== h.value) continue;
      let marks = fresh.get(h.id);
      if (!marks) {
        marks = { ...entry.flash.marks };
        fresh.set(h.id, marks);
        this.entries.set(h.id, { row: entry.row, flash: { ...entry.flash, marks } });
      }
      delete marks[h.key];
    }
    for (const id of fresh.keys()) this.notifyRow(id);
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
