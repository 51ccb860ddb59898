import type { CartItem } from '@/lib/domain/cart';

/** POST /api/stores/{storeId}/saved-orders: the saved order's id, its QR image and when it expires. */
export interface TSavedOrderView {
  id: string;
  /** the QR code of the id, an SVG data URL made on the server */
  qrCode: string;
  /** epoch seconds */
  expiresAt: number;
}

/**
 * A saved order opened in the mobile cart (/shoppingcartmobile/{qrcode}/{orderid}): its lines
 * priced from today's menu, the names of those the menu no longer sells; or why it cannot open.
 * Expired and unknown ids are told apart; another store's id reads as unknown.
 */
export type TSavedOrderCartView = { status: 'loaded'; id: string; lines: CartItem[]; missing: string[] } | { status: 'expired' } | { status: 'unknown' };
