import type { CartItem, CartModifier } from '@/lib/domain/cart';

let counter = 0;

/** A cart line with sensible defaults; prices in dollars as in the data. */
export function line(overrides: Partial<CartItem> & { price: number }): CartItem {
  counter += 1;
  return {
    id: overrides.id ?? `p${counter}`,
    uniqueId: overrides.uniqueId ?? `u${String(counter).padStart(4, '0')}`,
    name: overrides.name ?? `Product ${counter}`,
    quantity: 1,
    tax: 0.1,
    ...overrides,
  };
}

export function mod(ID: string, Price: number, quantity = 1, selectedSubmodifiers?: CartModifier[]): CartModifier {
  return { ID, Name: ID, Price, quantity, selectedSubmodifiers };
}
