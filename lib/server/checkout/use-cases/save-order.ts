import 'server-only';
import QRCode from 'qrcode';
import { AppError } from '@/lib/domain/errors/app-error';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import type { TSaveOrderRequest, TSavedOrder } from '@/lib/schemas/api/saved-orders';
import type { TStore } from '@/lib/schemas/entities';
import type { TSavedOrderView } from '@/lib/views/saved-order';
import { COLLECTIONS } from '@/lib/server/collections';
import type { Container } from '@/lib/server/container';
import { cartFromRequest } from '../cart-from-request';
import { canonicalJson, sha256 } from '../idempotency';
import { SAVED_ORDER_TTL_SECONDS, savedOrderId } from '../saved-orders';

/** The kept body's size limit (50 lines with their options and notes fit many times over). */
export const SAVED_ORDER_MAX_CHARS = 64 * 1024;

/**
 * The QR image of a saved order's id, as an SVG data URL: about 1.5 KB, sharp at any size on
 * any screen, and made without rasterising (a PNG costs a PNG encoder's time on every save).
 */
async function qrImageOf(id: string): Promise<string> {
  const svg = await QRCode.toString(id, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * POST /api/stores/{storeId}/saved-orders (spec part 1 §2 "Save-order page"): keeps the cart
 * under an id derived from the Idempotency-Key (lib/server/checkout/saved-orders.ts), for a day, and answers
 * the id with its QR image. An empty cart is the spec's 'Error...Try again!' (422); lines the
 * menu does not sell, or options it refuses, answer 422 per line as at checkout, so what is kept
 * is a cart that can be ordered. The same key and body answer the same saved order again; the
 * same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED).
 */
export async function saveOrder({
  app,
  store,
  request,
  idempotencyKey,
  secret,
  now = new Date(),
}: {
  app: Pick<Container, 'documents' | 'menus'>;
  store: TStore;
  request: TSaveOrderRequest;
  idempotencyKey: string;
  secret: string;
  now?: Date;
}): Promise<TSavedOrderView> {
  if (request.items.length === 0) throw new AppError('INVALID_FIELDS', 'savedOrder.emptyCart', {}, { items: ['savedOrder.emptyCart'] });
  const bodyText = canonicalJson(request);
  if (bodyText.length > SAVED_ORDER_MAX_CHARS) throw new AppError('INVALID_FIELDS', 'savedOrder.tooLarge', {}, { items: ['savedOrder.tooLarge'] });
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const menu = selectActiveMenu(await app.menus.listByStore(store.ID), { now, timeZone: store.TimezoneIanaFormat, menuQuery: request.menu ?? null });
  if (!menu) throw new AppError('INVALID_FIELDS', 'savedOrder.emptyCart', {}, { items: ['savedOrder.emptyCart'] });
  const { errors } = cartFromRequest(menu, request, nowSeconds);
  if (Object.keys(errors).length > 0) throw new AppError('INVALID_FIELDS', 'placeOrder.invalidFields', {}, errors);

  const id = savedOrderId(idempotencyKey, store.ID, secret);
  const bodyHash = sha256(bodyText);
  const document: TSavedOrder = {
    ID: id,
    StoreID: store.ID,
    Items: request.items,
    ...(request.menu ? { Menu: request.menu } : {}),
    BodyHash: bodyHash,
    CreatedOn: nowSeconds,
    ExpiresAt: nowSeconds + SAVED_ORDER_TTL_SECONDS,
  };
  const kept = await app.documents.runTransaction(async (tx) => {
    const known = await tx.get<TSavedOrder>(COLLECTIONS.savedOrders, id);
    if (known && known.BodyHash !== bodyHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'placeOrder.idempotencyKeyReused');
    // A retry answers the order it saved; one long past its day is saved afresh.
    if (known && known.ExpiresAt > nowSeconds) return known;
    tx.set(COLLECTIONS.savedOrders, id, document);
    return document;
  });
  return { id, qrCode: await qrImageOf(id), expiresAt: kept.ExpiresAt };
}
