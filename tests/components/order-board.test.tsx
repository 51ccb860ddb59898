/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { OrderCard } from '@/components/board/order-card';
import { BoardLockNotice } from '@/components/board/board-lock-notice';
import { BoardTicket } from '@/components/board/board-ticket';
import type { TBoardOrder } from '@/lib/views/board';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

function withIntl(children: ReactNode, locale: 'en' | 'zh-CN' = 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      {children}
    </NextIntlClientProvider>
  );
}

// 2026-03-05 14:30 in Sydney (UTC+11)
const AT = Date.UTC(2026, 2, 5, 3, 30) / 1000;

function order(overrides: Partial<TBoardOrder> = {}): TBoardOrder {
  return {
    orderId: 'o-1',
    orderNumber: '1042',
    column: 'new',
    onlineOrderStatus: 1,
    description: null,
    orderType: 3,
    roomNumber: null,
    table: null,
    dineInField: null,
    deliveryAddress: null,
    deliveryNote: '',
    createdOn: AT,
    scheduledTime: AT + 20 * 60,
    asap: true,
    visibleFrom: AT,
    customerName: 'Ada Lovelace',
    customerPhone: '0412 345 678',
    items: [
      { name: 'Pork Dumplings', quantity: 2, note: 'extra crispy', options: [{ name: 'Meal upgrade', quantity: 1, children: [{ name: 'Green Tea', quantity: 1, children: [] }] }] },
    ],
    orderNote: 'No onions',
    paymentMethod: 'card',
    paid: true,
    payLater: false,
    paymentStatus: 'paid',
    totalCents: 2598,
    actions: ['accept', 'reject'],
    ...overrides,
  };
}

describe('order board card', () => {
  it('shows what the kitchen needs: number, type, time in the store zone, customer, items with options, notes, payment', () => {
    render(withIntl(<OrderCard order={order()} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={jest.fn()} onPrint={jest.fn()} />));
    const card = screen.getByRole('article', { name: '#1042' });
    expect(card).toHaveTextContent('Pickup');
    expect(card).toHaveTextContent('ASAP · Placed 2:30 PM');
    expect(card).toHaveTextContent('Ada Lovelace · 0412 345 678');
    expect(card).toHaveTextContent('2 × Pork Dumplings');
    expect(within(card).getByText('Green Tea')).toBeInTheDocument();
    expect(card).toHaveTextContent('Note: extra crispy');
    expect(card).toHaveTextContent('Order note: No onions');
    expect(card).toHaveTextContent('Card');
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('Total $25.98');
  });

  it('shows a scheduled order’s time and a pay-later order in Chinese', () => {
    render(
      withIntl(
        <OrderCard
          order={order({ asap: false, scheduledTime: AT + 3 * 3600, orderType: 8, payLater: true, paymentMethod: 'payLater', paid: false })}
          timeZone="Australia/Sydney"
          currencyLocale="en-AU"
          fresh={false}
          onAction={jest.fn()}
          onPrint={jest.fn()}
        />,
        'zh-CN',
      ),
    );
    const card = screen.getByRole('article', { name: '#1042' });
    expect(card).toHaveTextContent('预约 05/03 下午5:30');
    expect(card).toHaveTextContent('堂食（稍后付款）');
    expect(card).toHaveTextContent('未付款');
  });

  it('says “Pay later” once on a dine-in pay-later card, in both languages (issue 36 #18)', () => {
    const payLater = order({ orderType: 8, onlineOrderStatus: 18, payLater: true, paymentMethod: 'payLater', paid: false, paymentStatus: 'notRequired' });
    const { unmount } = render(withIntl(<OrderCard order={payLater} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={jest.fn()} onPrint={jest.fn()} />));
    const card = screen.getByRole('article', { name: '#1042' });
    expect(within(card).getAllByText('Pay later')).toHaveLength(1);
    expect(within(card).getByText('Pay later')).toHaveAttribute('title', 'Pending → Accepted');
    unmount();
    render(withIntl(<OrderCard order={payLater} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={jest.fn()} onPrint={jest.fn()} />, 'zh-CN'));
    expect(within(screen.getByRole('article', { name: '#1042' })).getAllByText('稍后付款')).toHaveLength(1);
  });

  it('shows a gift-card sale as gift cards with nothing to prepare and no Accept or Reject (issue 36 #17)', () => {
    const gift = order({ column: 'giftCards', actions: [], items: [{ name: '$50 gift card', quantity: 2, note: '', options: [] }], orderNote: '' });
    const { unmount } = render(withIntl(<OrderCard order={gift} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={jest.fn()} onPrint={jest.fn()} />));
    let card = screen.getByRole('article', { name: '#1042' });
    expect(card).toHaveTextContent('Gift cards');
    expect(card).toHaveTextContent('Sold 2:30 PM');
    expect(card).toHaveTextContent('Nothing to prepare: the cards are emailed to their recipients.');
    expect(card).not.toHaveTextContent('Pickup');
    expect(card).not.toHaveTextContent('ASAP');
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();
    unmount();
    render(withIntl(<OrderCard order={gift} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={jest.fn()} onPrint={jest.fn()} />, 'zh-CN'));
    card = screen.getByRole('article', { name: '#1042' });
    expect(card).toHaveTextContent('礼品卡');
    expect(card).toHaveTextContent('无需制作');
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const onAction = jest.fn().mockResolvedValue(null);
    render(withIntl(<OrderCard order={order()} timeZone="Australia/Sydney" currencyLocale="en-AU" fresh={false} onAction={onAction} onPrint={jest.fn()} />));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('button', { name: 'Reject the order' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('A paid order is refunded.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason (the customer sees it)'), { target: { value: 'Out of dumplings' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o-1' }), 'reject', 'Out of dumplings'));
  });

  it('names the ready step “On its way” for delivery, and shows an action’s error', async () => {
    const onAction = jest.fn().mockResolvedValue('The order cannot move from status 4 to 2.');
    render(
      withIntl(
        <OrderCard
          order={order({ orderType: 10, onlineOrderStatus: 2, column: 'accepted', actions: ['ready', 'reject', 'refund'] })}
          timeZone="Australia/Sydney"
          currencyLocale="en-AU"
          fresh={false}
          onAction={onAction}
          onPrint={jest.fn()}
        />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'On its way' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order cannot move from status 4 to 2.');
  });

  it('prints a ticket with the items, options and notes', () => {
    render(withIntl(<BoardTicket order={order({ table: '12', orderType: 2 })} storeName="Harbour & Co." timeZone="Australia/Sydney" currencyLocale="en-AU" />));
    const ticket = screen.getByRole('article', { name: '#1042' });
    expect(ticket).toHaveTextContent('Table 12');
    expect(ticket).toHaveTextContent('2 × Pork Dumplings');
    expect(ticket).toHaveTextContent('+ Meal upgrade');
    expect(ticket).toHaveTextContent('+ Green Tea');
    expect(ticket).toHaveTextContent('Total $25.98 · Card · Paid');
  });
});

describe('the board’s notice of a locked sign-in', () => {
  // 9:41 pm in Sydney (UTC+11), locked for 15 minutes
  const lock = { lockedAt: Date.UTC(2026, 2, 5, 10, 41) / 1000, lockedUntil: Date.UTC(2026, 2, 5, 10, 56) / 1000, failures: 30 };

  it('tells when in the store’s zone and after how many wrong passcodes, and until when while it lasts', () => {
    const { rerender } = render(withIntl(<BoardLockNotice lock={lock} timeZone="Australia/Sydney" now={lock.lockedAt * 1000 + 60_000} />));
    expect(screen.getByRole('status')).toHaveTextContent('Board sign-in was locked at 9:41 PM after 30 wrong passcodes. New sign-ins are refused until 9:56 PM.');
    rerender(withIntl(<BoardLockNotice lock={lock} timeZone="Australia/Sydney" now={lock.lockedUntil * 1000 + 1} />));
    expect(screen.getByRole('status')).toHaveTextContent(/^Board sign-in was locked at 9:41 PM after 30 wrong passcodes\.$/);
  });

  it('in Chinese too, and nothing without a lock', () => {
    const { container, rerender } = render(withIntl(<BoardLockNotice lock={lock} timeZone="Australia/Sydney" now={lock.lockedAt * 1000} />, 'zh-CN'));
    expect(screen.getByRole('status').textContent).toMatch(/^看板登录已于.*9:41因30次密码错误而锁定。在.*9:56之前，新的登录将被拒绝。$/);
    rerender(withIntl(<BoardLockNotice lock={null} timeZone="Australia/Sydney" now={lock.lockedAt * 1000} />, 'zh-CN'));
    expect(container).toBeEmptyDOMElement();
  });
});
