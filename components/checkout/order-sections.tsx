'use client';

import { useTranslations } from 'next-intl';
import { PAYMENT_METHOD } from '@/lib/domain/order/codes';
import type { TCheckoutPageView } from '@/lib/views/checkout';
import type { EmailAccountHooks } from './account-hooks';
import styles from './checkout.module.css';
import { DeliverySection } from './delivery-section';
import { DetailsSection } from './details-section';
import { DineInSection } from './dine-in-section';
import { NotesSection } from './notes-section';
import { OrderTypeTabs } from './order-type-tabs';
import { PaymentSection } from './payment-section';
import { PickupAddress } from './pickup-address';
import { RoomSection } from './room-section';
import { TimeSection } from './time-section';
import type { PaymentChoice } from './use-checkout-payment';
import type { CheckoutForm } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';
import type { OrderType, ServiceTime } from './use-order-type';

export interface OrderSectionsProps {
  view: TCheckoutPageView;
  order: OrderType;
  time: ServiceTime;
  form: CheckoutForm;
  choice: PaymentChoice;
  pricing: Pick<CheckoutPricing, 'free' | 'waived' | 'pointsLine'>;
  accountEmail: string | null;
  emailAccount?: EmailAccountHooks;
  /** Card fields work over https or on localhost only. */
  secureContext: boolean;
}

/** The form column, top to bottom: the order type's tabs, where, when, who, notes and payment. */
export function OrderSections({ view, order, time, form, choice, pricing, accountEmail, emailAccount, secureContext }: OrderSectionsProps) {
  const t = useTranslations('checkout');
  const { store, flags, payments } = view;
  const { kind, serviceKind } = order;
  const { method } = choice;
  const { free } = pricing;
  return (
    <>
      <OrderTypeTabs available={order.available} current={kind} onChange={order.changeKind} />
      {kind === null ? <p className={styles.problem}>{t('reasons.noOrderType')}</p> : null}
      {kind === 'pickup' ? <PickupAddress storeName={store.Name} address={view.storeAddress} phone={view.storePhone} mapsUrl={view.mapsUrl} /> : null}
      {kind === 'delivery' ? (
        <DeliverySection
          form={form}
          quote={time.quote}
          postcodeRefused={time.postcodeRefused}
          currencyLocaleName={store.CurrencyLocaleName}
          onPickupInstead={order.available.includes('pickup') ? () => order.changeKind('pickup') : null}
        />
      ) : null}
      {kind === 'room' ? <RoomSection form={form} /> : null}
      {kind === 'dineIn' ? (
        <DineInSection
          form={form}
          tableFromScan={order.tableFromScan}
          showLastName={flags.showDineInName}
          showPhone={flags.showDineInPhone}
          phoneRequired={flags.dineInSmsConfirmation}
          extraFieldLabel={flags.dineInFieldLabel}
          emailRequired={method === PAYMENT_METHOD.card && !free}
          accountEmail={accountEmail}
        />
      ) : null}
      {serviceKind ? (
        <TimeSection
          kind={serviceKind}
          dates={time.slotList.dates}
          date={time.date}
          slots={time.slotList.slots}
          slotId={time.slot?.id ?? null}
          asButtons={time.slotButtons}
          onDate={time.setDate}
          onSlot={time.setSlotId}
        />
      ) : null}
      {kind !== null && kind !== 'dineIn' ? <DetailsSection form={form} emailAccount={emailAccount} accountEmail={accountEmail} /> : null}
      {flags.showNotes && kind !== null ? <NotesSection form={form} /> : null}
      {kind !== null ? (
        <PaymentSection
          form={form}
          methods={choice.methods}
          method={method}
          onMethod={choice.setMethod}
          kind={kind}
          free={free}
          cardDisabled={!secureContext}
          payments={payments}
          onStripeCard={choice.setStripeCard}
          stripeMessage={form.error('card') ?? null}
          cardNote={pricing.waived ? t(`noCardSurcharge.${pricing.waived}`) : null}
          points={pricing.pointsLine}
        />
      ) : null}
    </>
  );
}
