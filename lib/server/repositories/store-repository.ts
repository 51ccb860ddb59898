import 'server-only';
import type { TStore } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

/** Stores (the spec's companies). Documents are validated on the way in (seed, import). */
export class StoreRepository {
  constructor(private readonly documents: DocumentStore) {}

  findById(id: string): Promise<TStore | null> {
    return this.documents.get<TStore>(COLLECTIONS.stores, id);
  }

  async findBySlug(slug: string): Promise<TStore | null> {
    return this.findOne('Slug', slug);
  }

  /** The spec looks a store up by its Name when the storename in the path is not numeric. */
  async findByName(name: string): Promise<TStore | null> {
    return this.findOne('Name', name);
  }

  async listAll(): Promise<TStore[]> {
    const page = await this.documents.query<TStore>(COLLECTIONS.stores, { orderBy: [{ field: 'ID' }] });
    return page.docs.map((doc) => doc.data);
  }

  async listByHeadOffice(hqCompanyId: string): Promise<TStore[]> {
    const page = await this.documents.query<TStore>(COLLECTIONS.stores, { where: [{ field: 'HQCompanyID', op: '==', value: hqCompanyId }] });
    return page.docs.map((doc) => doc.data);
  }

  save(store: TStore): Promise<void> {
    return this.documents.set(COLLECTIONS.stores, store.ID, store);
  }

  saveMany(stores: TStore[]): Promise<void> {
    return this.documents.setMany(
      COLLECTIONS.stores,
      stores.map((store) => ({ id: store.ID, data: store })),
    );
  }

  private async findOne(field: 'Slug' | 'Name', value: string): Promise<TStore | null> {
    const page = await this.documents.query<TStore>(COLLECTIONS.stores, { where: [{ field, op: '==', value }], limit: 1 });
    return page.docs[0]?.data ?? null;
  }
}
