import 'server-only';

import type { ChangeKind, DocumentChange, DocumentData, Unsubscribe } from '../../ports/document-store';

/** What the feed needs from the store: the stored JSON text of one document, and the change log. */
export interface ChangeSource {
  readJson(collection: string, id: string): string | null;
  lastSeq(): number;
  changesAfter(seq: number): { seq: number; collection: string; id: string }[];
}

interface Watcher {
  collection: string;
  id: string;
  listener: (change: DocumentChange<DocumentData>) => void;
  /** the JSON last reported; undefined until the first call has been made */
  known: string | null | undefined;
  active: boolean;
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * The change feed of the SQLite store. Writes made through this process call `notify` right after
 * they commit; writes made by other processes on the same file (a seed script, a second server)
 * are found by polling the `changes` table while anyone watches. Both paths just re-read the
 * document and compare it with what the watcher last saw, so a change reported by both is
 * delivered once, and the kind (added/modified/removed) follows from before and after.
 */
export class ChangeFeed {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private timer: NodeJS.Timeout | undefined;
  private seenSeq = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly pollIntervalMs: number,
  ) {}

  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
    const watcher: Watcher = {
      collection,
      id,
      // The store holds JSON documents; the listener's T is the caller's promise about their shape.
      listener: listener as (change: DocumentChange<DocumentData>) => void,
      known: undefined,
      active: true,
    };
    const key = keyOf(collection, id);
    let set = this.watchers.get(key);
    if (!set) this.watchers.set(key, (set = new Set()));
    if (this.size() === 0) this.startPolling();
    set.add(watcher);
    // Deliver the first state on a microtask, like Firestore's async snapshot, so a listener may
    // call the unsubscribe function it was returned.
    queueMicrotask(() => this.refresh(watcher, true));
    return () => this.remove(key, watcher);
  }

  /** re-reads the given documents and tells their watchers what changed */
  notify(keys: Iterable<{ collection: string; id: string }>): void {
    for (const { collection, id } of keys) {
      const set = this.watchers.get(keyOf(collection, id));
      if (!set) continue;
      for (const watcher of [...set]) this.refresh(watcher, false);
    }
  }

  close(): void {
    this.stopPolling();
    for (const set of this.watchers.values()) for (const watcher of set) watcher.active = false;
    this.watchers.clear();
  }

  private refresh(watcher: Watcher, initial: boolean): void {
    if (!watcher.active) return;
    if (!initial && watcher.known === undefined) return; // the first call will read the latest state
    const json = this.source.readJson(watcher.collection, watcher.id);
    if (!initial && json === watcher.known) return;
    const before = watcher.known;
    watcher.known = json;
    const kind: ChangeKind = json === null ? 'removed' : initial || before === null ? 'added' : 'modified';
    const data = json === null ? null : (JSON.parse(json) as DocumentData);
    try {
      watcher.listener({ kind, id: watcher.id, data });
    } catch (error) {
      // One failing listener must not stop the others or the poller.
      console.error('DocumentStore watch listener failed', error);
    }
  }

  private remove(key: string, watcher: Watcher): void {
    watcher.active = false;
    const set = this.watchers.get(key);
    if (!set) return;
    set.delete(watcher);
    if (set.size === 0) this.watchers.delete(key);
    if (this.size() === 0) this.stopPolling();
  }

  private size(): number {
    let n = 0;
    for (const set of this.watchers.values()) n += set.size;
    return n;
  }

  private startPolling(): void {
    // Changes before the first watcher are covered by each watcher's initial read.
    this.seenSeq = this.source.lastSeq();
    this.timer = setInterval(() => this.poll(), this.pollIntervalMs);
    // The poller must never keep a script or a test process alive.
    this.timer.unref();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private poll(): void {
    try {
      const rows = this.source.changesAfter(this.seenSeq);
      if (rows.length === 0) return;
      this.seenSeq = rows[rows.length - 1].seq;
      const unique = new Map(rows.map((row) => [keyOf(row.collection, row.id), row]));
      this.notify(unique.values());
    } catch (error) {
      console.error('DocumentStore change poll failed', error);
    }
  }
}
