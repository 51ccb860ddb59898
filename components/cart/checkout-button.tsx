'use client';

import { useTranslations } from 'next-intl';
import { checkoutButtonState } from '@/lib/domain/availability/checkout-state';
import { minimumOrderMessage } from '@/lib/domain/order/minimum-order';
import { useCartMessage } from './use-cart-message';
import type { CheckoutInput, CurrencyLocale } from './types';
import styles from './checkout-button.module.css';

export interface CheckoutButtonProps extends CheckoutInput {
  itemCount: number;
  currencyLocaleName?: CurrencyLocale;
  onCheckout: () => void;
}

const LABEL_KEYS = { 'cart.checkout': 'checkout', 'cart.storeClosed': 'storeClosed', 'cart.placeOrder': 'placeOrder' } as const;

/**
 * The cart's checkout button, labelled and enabled by checkoutButtonState (part 1 §4 "Store
 * closed"). While the minimum purchase of the chosen order type is unmet its message shows and
 * the button is disabled: the order could not be placed from the checkout either (spec part 2 §5).
 */
export function CheckoutButton({ store, now, savedOrderPayment, minimumOrder, itemCount, currencyLocaleName, onCheckout }: CheckoutButtonProps) {
  const t = useTranslations('cart');
  const translate = useCartMessage();
  const state = checkoutButtonState(store, now, { itemCount, savedOrderPayment });
  const minimum = minimumOrder && itemCount > 0 ? minimumOrderMessage(minimumOrder.rules, minimumOrder.orderTypeKey, minimumOrder.amountCents, currencyLocaleName) : null;
  const minimumText = translate(minimum);

  return (
    <div className={styles.wrap}>
      {minimumText ? (
        <p className={styles.minimum} role="status">
          {minimumText}
        </p>
      ) : null}
      <button type="button" className={styles.button} disabled={state.disabled || minimum !== null} onClick={onCheckout}>
        {t(LABEL_KEYS[state.label])}
      </button>
    </div>
  );
}
