'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { LanguagePicker } from '@/components/layout/language-picker';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { TOrderTypeSession } from '@/lib/client/storage';
import { drivingMinutes } from '@/lib/domain/delivery/estimate';
import { isOpenForOrders, todaysHours } from '@/lib/domain/time/opening-hours';
import type { TimeSlot } from '@/lib/domain/time/time-slots';
import { canGoBack, canGoNext, initialWizardState, orderTypeWizardReducer, primaryButton } from '@/lib/domain/wizard/order-type-wizard';
import { WIZARD_ORDER_TYPE, wizardCodeToSession } from '@/lib/domain/wizard/wizard-codes';
import type { ApiFetcher } from '@/lib/client/api/api-client';
import type { DeliveryQuote } from '@/lib/views/wizard';
import type { TDeliveryAddress } from '@/lib/schemas/entities';
import { OrderTypeStep } from './order-type-step';
import { TimeStep } from './time-step';
import { useSlotList } from './use-slot-list';
import { readWizardSession, saveDeliveryAddress, saveDeliveryTime, saveOrderType, saveSkipFirstStep, type WizardSession, wizardSessionReady } from './wizard-session';
import { type WizardStore, wizardSupport } from './wizard-store';
import styles from './wizard.module.css';
import { serverNow } from '@/lib/client/server-clock';

export type { WizardStore } from './wizard-store';
export type { DeliveryQuote } from '@/lib/views/wizard';

/** What the customer settled on. */
export interface WizardChoice {
  orderType: TOrderTypeSession;
  /** Delivery only: the checked address. */
  address?: TDeliveryAddress;
  /** Delivery only: the fee and driving time of the address (absent when a stored choice was reused). */
  quote?: DeliveryQuote;
  /** The chosen slot; null for dine in and for a stored choice reused without the modal. */
  slot: TimeSlot | null;
}

export interface OrderTypeWizardProps {
  store: WizardStore;
  storeName: string;
  storeLogo?: string | null;
  /** Table number of a dine-in QR code: other order types are hidden, so the modal does not show. */
  table?: string | null;
  /** The page's table link was refused (wrong or missing code): said first, since the modal covers the page's notice. */
  tableRefused?: boolean;
  isMobile: boolean;
  /** Cart value in dollars for the delivery quote (the fee can depend on it). */
  orderValue?: number;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Tests answer the API calls without a network. */
  fetcher?: ApiFetcher;
  onConfirm: (choice: WizardChoice) => void;
}

const realClock = () => new Date(serverNow());

// The address step (with its zod form check) is loaded when delivery is chosen, not with the
// wizard; the wizard enters the step only once it is here (afterAddressStepLoads).
let addressStep: typeof import('./address-step') | null = null;
const loadAddressStep = () => import('./address-step').then((module) => (addressStep = module));
const NO_SESSION: WizardSession = { orderType: null, deliveryAddress: null, deliveryTime: null, skipFirstStep: false };

/**
 * The order-type wizard of spec part 1 §2 and §4 on top of the pure reducer in
 * lib/domain/wizard: a non-dismissible modal (Escape is ignored), full screen on phones.
 */
export function OrderTypeWizard({ store, storeName, storeLogo, table, tableRefused = false, isMobile, orderValue = 0, now = realClock, fetcher, onConfirm }: OrderTypeWizardProps) {
  const t = useTranslations('wizard');
  const [state, dispatch] = useReducer(orderTypeWizardReducer<TDeliveryAddress>, undefined, () => initialWizardState<TDeliveryAddress>());
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  // Read once on the client, when the wizard opens; on the server storage reads as empty.
  const [stored, setStored] = useState<WizardSession>(NO_SESSION);
  const [prefillUsed, setPrefillUsed] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const finished = useRef(false);
  const confirmedSlot = useRef<TimeSlot | null>(null);
  const headingId = useId();

  useEffect(() => {
    // Session storage exists only in the browser, so the wizard opens after mounting; a stored
    // address first needs its check, and a reopening past step 1 the address step.
    let mounted = true;
    const open = (session: WizardSession) => {
      if (!mounted) return;
      setStored(session);
      dispatch({ type: 'open', isMobile, support: wizardSupport(store, now(), table), storedOrderType: session.orderType, skipFirstStep: session.skipFirstStep });
    };
    const session = readWizardSession();
    const ready = wizardSessionReady();
    if (ready === null && !session.skipFirstStep) open(session);
    else {
      // Read again once the address's check is here: the stored address reads as absent before.
      const reopen = () => open(readWizardSession());
      void Promise.all([ready, session.skipFirstStep ? loadAddressStep() : null]).then(reopen, reopen);
    }
    return () => {
      mounted = false;
    };
    // Opened once per mount: the page remounts the wizard to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const kind = state.step === 3 && state.visible ? (state.orderType === WIZARD_ORDER_TYPE.delivery ? 'delivery' : 'pickup') : null;
  const onSlotsLoaded = useCallback((date: string, slots: string[]) => dispatch({ type: 'slotsLoaded', date, slots }), []);
  const { slots, dates } = useSlotList({
    store,
    kind,
    date: state.date,
    postcode: kind === 'delivery' ? (state.address?.PostalCode ?? null) : null,
    deliveryDurationMinutes: kind === 'delivery' && quote ? drivingMinutes(quote.DeliveryDuration) : undefined,
    now,
    onLoaded: onSlotsLoaded,
  });

  useModalDialog(dialog, state.visible);

  useEffect(() => {
    // Each step announces itself: focus goes to its heading.
    if (state.visible) heading.current?.focus();
  }, [state.visible, state.step]);

  useEffect(() => {
    if (!state.completed || state.orderType === null || finished.current) return;
    finished.current = true;
    const orderType = wizardCodeToSession(state.orderType);
    if (state.orderType === WIZARD_ORDER_TYPE.dineIn) {
      saveOrderType(orderType);
      saveDeliveryAddress(null);
      saveDeliveryTime(null);
      saveSkipFirstStep(false);
      onConfirm({ orderType, slot: null });
      return;
    }
    if (state.scheduledTime === null) {
      // A stored type without the skip flag: the earlier choice stands, nothing is rewritten.
      onConfirm({ orderType, address: stored.deliveryAddress ?? undefined, slot: null });
      return;
    }
    const slot = confirmedSlot.current;
    const delivery = state.orderType === WIZARD_ORDER_TYPE.delivery;
    saveOrderType(orderType);
    saveDeliveryAddress(delivery ? state.address : null);
    saveDeliveryTime(slot ? slot.start : null);
    saveSkipFirstStep(false);
    onConfirm({ orderType, address: delivery && state.address ? state.address : undefined, quote: delivery && quote ? quote : undefined, slot });
  }, [state, stored, quote, onConfirm]);

  const onAddress = useCallback((address: TDeliveryAddress | null, outOfService: boolean, checked: DeliveryQuote | null) => {
    setQuote(checked);
    dispatch({ type: 'setAddress', address, outOfService });
  }, []);

  function back() {
    // A stored address prefills the form once; going back is a fresh start.
    setPrefillUsed(true);
    if (state.step === 3 && state.orderType === WIZARD_ORDER_TYPE.delivery) setQuote(null);
    dispatch({ type: 'back' });
  }

  function next() {
    // Confirm keeps the slot itself: the list closes with the modal.
    if (primaryButton(state) === 'confirm') confirmedSlot.current = slots.find((slot) => slot.id === state.time) ?? null;
    if (state.step === 1 && state.orderType === WIZARD_ORDER_TYPE.delivery) afterAddressStepLoads(() => dispatch({ type: 'next' }));
    else dispatch({ type: 'next' });
  }

  /** The address step shows with its heading focused, so the step changes once its code is here. */
  function afterAddressStepLoads(step: () => void) {
    void loadAddressStep().then(step, () => undefined);
  }

  const at = now();
  const primary = primaryButton(state);

  return (
    <dialog
      ref={dialog}
      className={isMobile ? `${styles.dialog} ${styles.mobile}` : styles.dialog}
      aria-labelledby={headingId}
      // Non-dismissible (spec): Escape fires `cancel`, which must not close the modal.
      onCancel={(event) => event.preventDefault()}
    >
      {state.visible && (
        <>
          {isMobile && (
            <header className={styles.header}>
              <span className={styles.headerTitle}>{storeName}</span>
              {/* The picker reads the query (useSearchParams), which needs a Suspense boundary in the App Router. */}
              <Suspense fallback={null}>
                <LanguagePicker />
              </Suspense>
            </header>
          )}
          <div className={styles.body}>
            {tableRefused && state.step === 1 && (
              <p role="alert" className={styles.notice}>
                {t('tableLinkInvalid')}
              </p>
            )}
            {state.step === 1 && (
              <OrderTypeStep
                headingRef={heading}
                headingId={headingId}
                support={state.support}
                selected={state.orderType}
                splash={isMobile ? null : { name: storeName, logo: storeLogo, hours: todaysHours(store, at), online: isOpenForOrders(store, at) }}
                onSelect={(orderType) => {
                  const select = () => dispatch({ type: 'selectOrderType', orderType });
                  if (orderType !== WIZARD_ORDER_TYPE.delivery) select();
                  // On phones choosing delivery moves on to the address at once; on desktop Next does.
                  else if (isMobile) afterAddressStepLoads(select);
                  else {
                    void loadAddressStep().catch(() => undefined);
                    select();
                  }
                }}
              />
            )}
            {state.step === 2 && addressStep && (
              <addressStep.AddressStep
                headingRef={heading}
                headingId={headingId}
                store={store}
                fetcher={fetcher}
                orderValue={orderValue}
                initialAddress={!prefillUsed && stored.skipFirstStep ? stored.deliveryAddress : null}
                canPickUp={state.support.pickup}
                onAddress={onAddress}
                onPickupInstead={() => {
                  setQuote(null);
                  dispatch({ type: 'pickupInstead' });
                }}
              />
            )}
            {state.step === 3 && kind !== null && (
              <TimeStep
                headingRef={heading}
                headingId={headingId}
                kind={kind}
                dates={dates}
                date={state.date}
                slots={slots}
                time={state.time}
                onDate={(date) => dispatch({ type: 'selectDate', date })}
                onTime={(time) => dispatch({ type: 'selectTime', time })}
              />
            )}
          </div>
          <footer className={styles.footer}>
            {canGoBack(state) && (
              <button type="button" className={styles.secondary} onClick={back}>
                {t('back')}
              </button>
            )}
            <button type="button" className={styles.primary} disabled={!canGoNext(state)} onClick={next}>
              {primary === 'confirm' ? t('confirm') : t('next')}
            </button>
          </footer>
        </>
      )}
    </dialog>
  );
}
