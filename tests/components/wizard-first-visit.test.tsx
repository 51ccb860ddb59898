/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { OrderTypeWizard } from '@/components/wizard';
import { buildDemoData } from '@/lib/seed';
import en from '@/messages/en.json';
import { polyfillDialog } from '../support/dialog-polyfill';

// What a first visit downloads: neither the address step nor the address's zod check (zod itself).
const loaded: string[] = [];
jest.mock('@/lib/client/storage/entity-keys', () => {
  loaded.push('entity-keys');
  return jest.requireActual('@/lib/client/storage/entity-keys');
});
jest.mock('@/components/wizard/address-step', () => {
  loaded.push('address-step');
  return jest.requireActual('@/components/wizard/address-step');
});
jest.mock('@/components/layout/language-picker', () => ({ LanguagePicker: () => null }));

beforeAll(polyfillDialog);

const store = buildDemoData().stores.find((s) => s.ID === '1001')!;

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

it('a first visit opens the wizard and orders pickup without loading the address step or its zod check', async () => {
  sessionStorage.clear();
  const onConfirm = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Australia/Sydney">
      <OrderTypeWizard store={store} storeName={store.Name} isMobile={false} now={() => new Date('2026-11-23T01:00:00Z')} onConfirm={onConfirm} />
    </NextIntlClientProvider>,
  );
  await settle();
  expect(screen.getByRole('heading', { name: 'How would you like your order?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ orderType: 'MENU_TAK', address: undefined }));
  expect(loaded).toEqual([]);

  // Choosing delivery is what loads them.
  sessionStorage.clear();
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Australia/Sydney">
      <OrderTypeWizard store={store} storeName={store.Name} isMobile={false} now={() => new Date('2026-11-23T01:00:00Z')} onConfirm={onConfirm} />
    </NextIntlClientProvider>,
  );
  await settle();
  fireEvent.click(screen.getAllByRole('button', { name: 'Next' }).at(-1)!);
  await settle();
  expect(loaded).toEqual(expect.arrayContaining(['address-step', 'entity-keys']));
});
