import 'server-only';

import type { DocumentReference, Firestore, Transaction as FirestoreTx } from 'firebase-admin/firestore';

import { type DocumentData, DocumentNotFoundError, type Transaction } from '../../ports/document-store';
import { field } from './firestore-query';
import { toJsonDocument } from './json-document';
import { assertDocumentPath } from '../shared/document-path';

type Write =
  | { type: 'set'; collection: string; id: string; data: DocumentData }
  | { type: 'update'; collection: string; id: string; patch: DocumentData }
  | { type: 'delete'; collection: string; id: string };

const keyOf = (collection: string, id: string) => `${collection}/${id}`;

/**
 * One attempt of a Firestore transaction, seen through the port. Writes are buffered and handed
 * to Firestore when the callback has returned, which changes nothing for Firestore (it sends them
 * all at commit anyway) but lets the emulator workaround check updates first.
 */
export class FirestoreTransaction implements Transaction {
  private readonly writes: Write[] = [];
  private finished = false;

  constructor(
    private readonly db: Firestore,
    private readonly tx: FirestoreTx,
    private readonly emulatorWorkarounds: boolean,
  ) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.assertOpen();
    // Firestore's own rule; checked here because the buffered writes are invisible to the SDK.
    if (this.writes.length > 0) throw new Error('Firestore transactions require all reads to be executed before all writes.');
    const snapshot = await this.tx.get(this.ref(collection, id));
    return snapshot.exists ? (snapshot.data() as T) : null;
  }

  set<T extends DocumentData>(collection: string, id: string, data: T): void {
    this.assertOpen();
    this.writes.push({ type: 'set', collection, id, data: toJsonDocument(data) });
  }

  update(collection: string, id: string, patch: DocumentData): void {
    this.assertOpen();
    this.writes.push({ type: 'update', collection, id, patch: toJsonDocument(patch) });
  }

  delete(collection: string, id: string): void {
    this.assertOpen();
    this.writes.push({ type: 'delete', collection, id });
  }

  /** documents this attempt updates, to name the missing one if the commit fails with NOT_FOUND */
  updatedDocuments(): { collection: string; id: string }[] {
    return this.writes.filter((w) => w.type === 'update');
  }

  /** hands the buffered writes to Firestore; called once the callback has returned */
  async flush(): Promise<void> {
    this.finished = true;
    if (this.emulatorWorkarounds) await this.assertUpdatedDocumentsExist();
    for (const w of this.writes) {
      const ref = this.ref(w.collection, w.id);
      if (w.type === 'set') {
        // The emulator's set merges into an existing document; delete first to replace it.
        if (this.emulatorWorkarounds) this.tx.delete(ref);
        this.tx.set(ref, w.data);
      } else if (w.type === 'delete') {
        this.tx.delete(ref);
      } else {
        const pairs = Object.entries(w.patch);
        // Firestore needs a field to update; an empty patch changes nothing.
        if (pairs.length === 0) continue;
        const [[firstField, firstValue], ...rest] = pairs;
        this.tx.update(ref, field(firstField), firstValue, ...rest.flatMap(([k, v]) => [field(k), v]));
      }
    }
  }

  /**
   * The emulator applies a commit's writes one by one, so a failing update would leave the writes
   * before it applied. Reading the updated documents first (before any write reaches the SDK)
   * turns that into a clean failure; real Firestore rejects the whole commit by itself.
   */
  private async assertUpdatedDocumentsExist(): Promise<void> {
    // Only an update not preceded by a set or delete of the same document needs a read.
    const decided = new Set<string>();
    const toRead = new Map<string, DocumentReference>();
    for (const w of this.writes) {
      const key = keyOf(w.collection, w.id);
      if (w.type !== 'update') decided.add(key);
      else if (!decided.has(key)) toRead.set(key, this.ref(w.collection, w.id));
    }
    if (toRead.size === 0) return;
    const snapshots = await this.tx.getAll(...toRead.values());
    const exists = new Map(snapshots.map((s) => [keyOf(s.ref.parent.id, s.id), s.exists]));
    for (const w of this.writes) {
      const key = keyOf(w.collection, w.id);
      if (w.type === 'set') exists.set(key, true);
      else if (w.type === 'delete') exists.set(key, false);
      else if (!exists.get(key)) throw new DocumentNotFoundError(w.collection, w.id);
    }
  }

  private ref(collection: string, id: string) {
    assertDocumentPath(collection, id);
    return this.db.collection(collection).doc(id);
  }

  private assertOpen(): void {
    if (this.finished) throw new Error('Transaction already finished');
  }
}
