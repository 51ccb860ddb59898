import 'server-only';

import type { DocumentData, Transaction } from '../../ports/document-store';

export type Write =
  | { type: 'set'; collection: string; id: string; data: DocumentData }
  | { type: 'update'; collection: string; id: string; patch: DocumentData }
  | { type: 'delete'; collection: string; id: string };

/**
 * A transaction that reads committed state and buffers its writes for the store to apply at
 * commit. It enforces Firestore's rule (all reads before any write) so code that works here
 * also works on Firestore.
 */
export class BufferedTransaction implements Transaction {
  readonly writes: Write[] = [];
  private closed = false;

  constructor(private readonly read: (collection: string, id: string) => DocumentData | null) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.assertOpen();
    if (this.writes.length > 0) throw new Error('Transactions must do all reads before any write');
    return this.read(collection, id) as T | null;
  }

  set<T extends DocumentData>(collection: string, id: string, data: T): void {
    this.assertOpen();
    this.writes.push({ type: 'set', collection, id, data });
  }

  update(collection: string, id: string, patch: DocumentData): void {
    this.assertOpen();
    this.writes.push({ type: 'update', collection, id, patch });
  }

  delete(collection: string, id: string): void {
    this.assertOpen();
    this.writes.push({ type: 'delete', collection, id });
  }

  /** no more reads or writes once the callback has returned */
  close(): void {
    this.closed = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('Transaction already finished');
  }
}
