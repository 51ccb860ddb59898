import 'server-only';

import type { ChangeKind, DocumentChange, DocumentData, Unsubscribe } from '../../ports/document-store';
import { logger } from '../../logger';

const log = logger.child({ component: 'sqlite' });

/** What the feed needs from the store: the stored JSON text of one document, and the change log. */
export interface ChangeSource {
  readJson(collection: string, id: string): string | null;
  lastSeq(): number;
  changesAfter(seq: number): { seq: number; collection: string; id: string }[];
}

interface Watcher {
  listener: (change: DocumentChange<DocumentData>) => void;
  /** the JSON last reported; undefined until the first call has been made */
  known: string | null | undefined;
  active: boolean;
}

/** Every watcher of one document. */
interface WatchedDocument {
  collection: string;
  id: string;
  watchers: Set<Watcher>;
}

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`;

/**
 * The change feed of the SQLite store. Writes made through this process call `notify` right after
 * they commit; writes made by other processes on the same file (a seed script, a second server)
 * are found by polling the `changes` table while anyone watches. Both paths re-read the document
 * and compare it with what each watcher last saw, so a change reported by both is delivered once,
 * and the kind (added/modified/removed) follows from before and after.
 *
 * Watchers are grouped by document: one poll serves every document, and a change costs one read
 * of the document however many watch it (an order's status page may be open in a thousand
 * browsers; bench/status-stream.ts measures it).
 */
export class ChangeFeed {
  private readonly documents = new Map<string, WatchedDocument>();
  private watcherCount = 0;
  private timer: NodeJS.Timeout | undefined;
  private seenSeq = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly pollIntervalMs: number,
  ) {}

  watch<T extends DocumentData>(collection: string, id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
    const watcher: Watcher = {
      // The store holds JSON documents; the listener's T is the caller's promise about their shape.
      listener: listener as (change: DocumentChange<DocumentData>) => void,
      known: undefined,
      active: true,
    };
    const key = keyOf(collection, id);
    let doc = this.documents.get(key);
    if (!doc) this.documents.set(key, (doc = { collection, id, watchers: new Set() }));
    if (this.watcherCount === 0) this.startPolling();
    doc.watchers.add(watcher);
    this.watcherCount += 1;
    // Deliver the first state on a microtask, like Firestore's async snapshot, so a listener may
    // call the unsubscribe function it was returned.
    queueMicrotask(() => {
      if (watcher.active) this.deliver(watcher, id, this.source.readJson(collection, id), true);
    });
    return () => this.remove(key, watcher);
  }

  /** re-reads the given documents once each and tells their watchers what changed */
  notify(keys: Iterable<{ collection: string; id: string }>): void {
    for (const { collection, id } of keys) {
      const doc = this.documents.get(keyOf(collection, id));
      if (!doc) continue;
      const json = this.source.readJson(collection, id);
      for (const watcher of [...doc.watchers]) {
        // A watcher whose first call is still queued will read the latest state then.
        if (watcher.known !== undefined) this.deliver(watcher, id, json, false);
      }
    }
  }

  close(): void {
    this.stopPolling();
    for (const doc of this.documents.values()) for (const watcher of doc.watchers) watcher.active = false;
    this.documents.clear();
    this.watcherCount = 0;
  }

  private deliver(watcher: Watcher, id: string, json: string | null, initial: boolean): void {
    if (!watcher.active) return;
    if (!initial && json === watcher.known) return;
    const before = watcher.known;
    watcher.known = json;
    const kind: ChangeKind = json === null ? 'removed' : initial || before === null ? 'added' : 'modified';
    // Each listener gets its own copy: one may change what it was given without touching the others.
    const data = json === null ? null : (JSON.parse(json) as DocumentData);
    try {
      watcher.listener({ kind, id, data });
    } catch (error) {
      // One failing listener must not stop the others or the poller.
      log.error({ err: error }, 'a DocumentStore watch listener failed');
    }
  }

  private remove(key: string, watcher: Watcher): void {
    if (!watcher.active) return;
    watcher.active = false;
    const doc = this.documents.get(key);
    if (!doc || !doc.watchers.delete(watcher)) return;
    this.watcherCount -= 1;
    if (doc.watchers.size === 0) this.documents.delete(key);
    if (this.watcherCount === 0) this.stopPolling();
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
      log.error({ err: error }, 'the DocumentStore change poll failed');
    }
  }
}
