'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { TextField } from '@/components/forms/text-field';
import { useFieldMessage } from '@/components/forms/use-field-message';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatMoney } from '@/lib/domain/money/format';
import { fieldMessages } from '@/lib/client/forms/zod-issues';
import { ZGiftItemSchema } from '@/lib/schemas/forms/gift-item';
import type { TGiftCartItem } from '@/lib/schemas/entities/cart';
import type { TGiftProductView } from '@/lib/views/gift-cards';
import styles from './gift-cards.module.css';

/** Part 1 §9: the cart's quantity goes up to 20. */
const MAX_QUANTITY = 20;

type Field = 'From' | 'To' | 'Email' | 'Message';

interface GiftCardFormProps {
  product: TGiftProductView | null;
  currencyLocaleName: string | null;
  onCancel: () => void;
  onAdd: (item: TGiftCartItem) => void;
}

/**
 * The gift card's add-to-cart form (part 1 §2 gift card pages): From, To, recipient email,
 * message, quantity (at least 1), Cancel and Add to cart with the total. The gift item rules of
 * part 2 §5 are checked with the same schema the server uses, with the same messages.
 */
export function GiftCardForm({ product, currencyLocaleName, onCancel, onAdd }: GiftCardFormProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, product !== null);
  return (
    <dialog ref={dialog} className={styles.dialog} onClose={onCancel} aria-labelledby="gift-form-title">
      {product && <GiftCardFields key={product.productId} product={product} currencyLocaleName={currencyLocaleName} onCancel={onCancel} onAdd={onAdd} />}
    </dialog>
  );
}

function GiftCardFields({ product, currencyLocaleName, onCancel, onAdd }: GiftCardFormProps & { product: TGiftProductView }) {
  const t = useTranslations('giftCards.form');
  const translate = useFieldMessage();
  const messageId = useId();
  const [values, setValues] = useState<Record<Field, string>>({ From: '', To: '', Email: '', Message: '' });
  const [quantity, setQuantity] = useState(1);
  const [errors, setErrors] = useState<Partial<Record<Field | 'quantity', string>>>({});
  const bind = (field: Field) => ({ value: values[field], error: errors[field], onValue: (value: string) => setValues((old) => ({ ...old, [field]: value })) });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = ZGiftItemSchema.safeParse({ ...values, quantity });
    if (!parsed.success) {
      const found = fieldMessages(parsed);
      setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translate(message)])));
      return;
    }
    onAdd({
      id: product.productId,
      code: product.itemId,
      name: product.name,
      description: product.description,
      ...(product.photoUrl ? { photoUrl: product.photoUrl } : {}),
      tax: product.tax,
      price: product.price,
      quantity: parsed.data.quantity,
      created: Math.floor(Date.now() / 1000),
      message: { Email: parsed.data.Email, From: parsed.data.From ?? '', To: parsed.data.To ?? '', Message: parsed.data.Message ?? '' },
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 id="gift-form-title" className={styles.formTitle}>
        {t('title', { name: product.name })}
      </h2>
      <TextField label={t('from')} autoComplete="name" maxLength={100} {...bind('From')} />
      <TextField label={t('to')} maxLength={100} {...bind('To')} />
      <TextField label={t('email')} type="email" inputMode="email" autoComplete="off" maxLength={200} {...bind('Email')} />
      <div>
        <label htmlFor={messageId} className={styles.label}>
          {t('message')}
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          maxLength={300}
          placeholder={t('messagePlaceholder')}
          value={values.Message}
          onChange={(event) => setValues((old) => ({ ...old, Message: event.target.value }))}
        />
      </div>
      <div className={styles.formRow}>
        <span className={styles.label}>{t('quantity')}</span>
        <QuantityStepper value={quantity} min={1} max={MAX_QUANTITY} onChange={setQuantity} label={t('quantity')} decreaseLabel={t('decrease')} increaseLabel={t('increase')} />
      </div>
      <FieldError className={styles.fieldError}>{errors.quantity}</FieldError>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={styles.primary}>
          {t('addToCart', { total: formatMoney(product.price * quantity, currencyLocaleName) })}
        </button>
      </div>
    </form>
  );
}
