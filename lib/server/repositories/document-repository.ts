import 'server-only';
import { isDocumentId, type DocumentChange, type DocumentData, type DocumentStore, type Page, type Query, type Unsubscribe } from '../ports/document-store';

/** Anything that checks a document on its way in: a zod schema, classic or mini. */
export interface DocumentSchema<T> {
  parse(data: unknown): T;
}

/**
 * A repository for an entity that needs no more than lookups by id and by field: written once on
 * the DocumentStore port, so it behaves the same on SQLite and on Firestore. Every write is
 * checked against the entity's schema first; a document that does not fit is never stored.
 */
export class DocumentRepository<T extends DocumentData> {
  constructor(
    private readonly documents: DocumentStore,
    readonly collection: string,
    private readonly schema: DocumentSchema<T>,
  ) {}

  /** null also for an id no document can have (a path parameter such as `../x`), rather than the adapter's refusal */
  async findById(id: string): Promise<T | null> {
    if (!isDocumentId(id)) return null;
    return this.documents.get<T>(this.collection, id);
  }

  async save(id: string, entity: T): Promise<T> {
    const valid = this.schema.parse(entity);
    await this.documents.set(this.collection, id, valid);
    return valid;
  }

  saveMany(entities: { id: string; data: T }[]): Promise<void> {
    return this.documents.setMany(
      this.collection,
      entities.map(({ id, data }) => ({ id, data: this.schema.parse(data) })),
    );
  }

  /** Documents whose top-level `field` equals `value`, with the query's order, limit and cursor. */
  findBy(field: string, value: unknown, query: Omit<Query, 'where'> = {}): Promise<Page<T>> {
    return this.documents.query<T>(this.collection, { ...query, where: [{ field, op: '==', value }] });
  }

  delete(id: string): Promise<void> {
    return this.documents.delete(this.collection, id);
  }

  /** The change feed of one document (live order status). */
  watch(id: string, listener: (change: DocumentChange<T>) => void): Unsubscribe {
    return this.documents.watch<T>(this.collection, id, listener);
  }
}
