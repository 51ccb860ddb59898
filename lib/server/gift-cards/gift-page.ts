import 'server-only';
import { cache } from 'react';
import { container } from '../container';
import { loadGiftStorePage } from '../use-cases/load-gift-store-page';

/** The gift pages' one loader, shared by a page and its metadata within one request. */
export const giftPageData = cache(async (storename: string) => loadGiftStorePage({ storename, cardPayments: await container(), now: new Date() }));
