/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { StoredCards } from '@/components/account/stored-cards';
import type { TStoredCardView } from '@/lib/views/account';
import en from '@/messages/en.json';
import zh from '@/messages/zh-CN.json';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
const calls: { method: string; path: string; body: unknown; key: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  answers = {};
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, key: headers['Idempotency-Key'] ?? null });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new TypeError('Failed to fetch');
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body, text: async () => JSON.stringify(answer.body) } as Response;
  });
});

const VISA: TStoredCardView = { cardIdentifier: 'sbx_card_1', cardType: 'visa', last4: '4242', expiry: '12/39', provider: 'sandbox' };
const MASTERCARD: TStoredCardView = { cardIdentifier: 'sbx_card_2', cardType: 'mastercard', last4: '4444', expiry: '01/40', provider: 'sandbox' };
const wrap = (node: ReactNode, locale: 'en' | 'zh-CN' = 'en') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh}>
      {node}
    </NextIntlClientProvider>,
  );

function fillCard(number = '4242424242424242') {
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '1239' } });
  fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
}

describe('My account: stored cards', () => {
  it('lists each card masked with its type and last 4 digits only, or says there are none', () => {
    const { unmount } = wrap(<StoredCards initial={[VISA, MASTERCARD]} cardForm={{ provider: 'sandbox' }} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Visa **** 4242Expires 12/39Remove', 'Mastercard **** 4444Expires 01/40Remove']);
    unmount();
    wrap(<StoredCards initial={[]} cardForm={{ provider: 'sandbox' }} />);
    expect(screen.getByText('You have no stored cards.')).toBeInTheDocument();
  });

  it('removes a card and says so', async () => {
    answers['DELETE /api/account/cards/sbx_card_1'] = { status: 200, body: { cards: [MASTERCARD] } };
    wrap(<StoredCards initial={[VISA, MASTERCARD]} cardForm={{ provider: 'sandbox' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Visa card ending in 4242' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Card removed');
    expect(screen.queryByText('Visa **** 4242')).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/account/cards/sbx_card_1', body: undefined, key: null }]);
  });

  it('shows the server’s Status.Message when a remove fails, and "Network Error ...!" when no answer comes', async () => {
    answers['DELETE /api/account/cards/sbx_card_1'] = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'This card was not found.' } } };
    wrap(<StoredCards initial={[VISA]} cardForm={{ provider: 'sandbox' }} />);
    fireEvent.click(screen.getByRole('button', { name: /Remove the Visa card/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This card was not found.');
    delete answers['DELETE /api/account/cards/sbx_card_1'];
    fireEvent.click(screen.getByRole('button', { name: /Remove the Visa card/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Network Error ...!'));
    expect(screen.getByText('Visa **** 4242')).toBeInTheDocument();
  });

  it('checks a new card by the spec’s card rules before calling the server', async () => {
    wrap(<StoredCards initial={[]} cardForm={{ provider: 'sandbox' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    fillCard('4242424242424241');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('The card number is not valid')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('adds a card with one key per card, shows the provider’s refusal, then the card once kept', async () => {
    answers['POST /api/account/cards'] = { status: 402, body: { error: { code: 'PAYMENT_FAILED', message: 'Your card was declined.' } } };
    wrap(<StoredCards initial={[]} cardForm={{ provider: 'sandbox' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    answers['POST /api/account/cards'] = { status: 201, body: { cards: [VISA] } };
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Card saved');
    expect(screen.getByText('Visa **** 4242')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { card: { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' } },
      { card: { CardHolder: 'Ada Lovelace', CardNumber: '4242 4242 4242 4242', ExpireDate: '12/39', CVV: '123' } },
    ]);
    expect(calls[0].key).toEqual(expect.any(String));
    expect(calls[1].key).toBe(calls[0].key);
  });

  it('speaks Chinese in zh-CN, and offers no Add card where no provider keeps cards', () => {
    wrap(<StoredCards initial={[VISA]} cardForm={null} />, 'zh-CN');
    expect(screen.getByRole('heading', { name: '已保存的银行卡' })).toBeInTheDocument();
    expect(screen.getByText('Visa **** 4242')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除尾号为 4242 的 Visa 卡' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加银行卡' })).not.toBeInTheDocument();
  });
});
