import 'server-only';
import type { THeadOffice } from '@/lib/schemas/entities';
import { COLLECTIONS } from '../collections';
import type { DocumentStore } from '../ports/document-store';

export class HeadOfficeRepository {
  constructor(private readonly documents: DocumentStore) {}

  findById(id: string): Promise<THeadOffice | null> {
    return this.documents.get<THeadOffice>(COLLECTIONS.headOffices, id);
  }

  async listAll(): Promise<THeadOffice[]> {
    const page = await this.documents.query<THeadOffice>(COLLECTIONS.headOffices);
    return page.docs.map((doc) => doc.data);
  }

  saveMany(headOffices: THeadOffice[]): Promise<void> {
    return this.documents.setMany(
      COLLECTIONS.headOffices,
      headOffices.map((office) => ({ id: office.ID, data: office })),
    );
  }
}
