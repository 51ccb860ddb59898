/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { OrderTypeWizard, type WizardChoice, type WizardStore } from '@/components/wizard';
import type { ApiFetcher, ApiResponse } from '@/lib/client/api/api-client';
import { type TimeSlot, timeSlotsForDate } from '@/lib/domain/time/time-slots';
import { buildDemoData } from '@/lib/seed';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';
import { polyfillDialog } from '../support/dialog-polyfill';

// The real picker needs the Next router; the wizard only has to place it in the mobile header.
jest.mock('@/components/layout/language-picker', () => ({
  LanguagePicker: () => <select aria-label="Language" />,
}));

beforeAll(polyfillDialog);

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

const demo = buildDemoData();
function demoStore(id: string) {
  const store = demo.stores.find((s) => s.ID === id);
  if (!store) throw new Error(`demo store ${id} missing`);
  return store;
}
const SYDNEY_24_7 = demoStore('1001');
const BRISBANE_PREORDER = demoStore('1002');

/** Monday 23 Nov 2026, 12:00 in Sydney (AEDT) and 11:00 in Brisbane. */
const NOON_SYDNEY = new Date('2026-11-23T01:00:00Z');

const SUGGESTION = {
  description: '1 Macquarie St, Sydney NSW 2000',
  placeId: 'p-1',
  StreetAddress: '1 Macquarie St',
  CityTown: 'Sydney',
  State: 'NSW',
  PostalCode: '2000',
  Country: 'AU',
};
const QUOTE = { Success: true, Fee: 5, DeliveryDuration: 600, SubsidyFee: 0, distanceKm: 2 };
const REFUSAL = { error: { code: 'OUT_OF_DELIVERY_AREA', message: 'Sorry we cannot deliver to this address' } };

function answer(status: number, body: unknown): ApiResponse {
  return { ok: status < 400, status, text: async () => JSON.stringify(body) };
}

/** Stands in for the two APIs (see the report: msw needs fetch, which jsdom lacks). */
function fakeApi(quote: { status: number; body: unknown } = { status: 200, body: QUOTE }) {
  const calls: string[] = [];
  const fetcher: ApiFetcher = async (url) => {
    calls.push(url);
    if (url.startsWith('/api/maps/autocomplete')) return answer(200, { suggestions: [SUGGESTION] });
    if (/^\/api\/stores\/\d+\/delivery-quote/.test(url)) return answer(quote.status, quote.body);
    return answer(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
  return { fetcher, calls };
}

interface Setup {
  store?: WizardStore & { Name: string };
  isMobile?: boolean;
  now?: () => Date;
  fetcher?: ApiFetcher;
  table?: string | null;
  tableRefused?: boolean;
  locale?: 'en' | 'zh-CN';
}

/** The "ASAP (h:mm a)" time of a first slot, as English shows it. */
function asapTime(slot: TimeSlot): string {
  return slot.label.key === 'timeSlot.asap' ? `${slot.label.params.time} ${slot.label.params.period}` : 'not an ASAP slot';
}

function renderWizard({
  store = SYDNEY_24_7,
  isMobile = false,
  now = () => NOON_SYDNEY,
  fetcher = fakeApi().fetcher,
  table = null,
  tableRefused = false,
  locale = 'en',
}: Setup = {}) {
  const onConfirm = jest.fn<void, [WizardChoice]>();
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zhCN} timeZone="Australia/Sydney">
      <OrderTypeWizard
        store={store}
        storeName={store.Name}
        storeLogo="/logo.svg"
        table={table}
        tableRefused={tableRefused}
        isMobile={isMobile}
        orderValue={30}
        now={now}
        fetcher={fetcher}
        onConfirm={onConfirm}
      />
    </NextIntlClientProvider>,
  );
  return { onConfirm };
}

/** Lets debounce timers fire and the fetch promises settle inside act. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function dialog() {
  return screen.getByRole('dialog');
}

function stepHeading() {
  return within(dialog()).getByRole('heading', { level: 2 });
}

function click(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function session(key: string): unknown {
  const raw = sessionStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

async function fillAddressByHand(postcode = '2000') {
  fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 Macquarie St' } });
  fireEvent.change(screen.getByLabelText('Suburb'), { target: { value: 'Sydney' } });
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'NSW' } });
  fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: postcode } });
  await wait(500);
}

describe('order-type wizard: delivery', () => {
  it('goes type → address (autocomplete, quote) → time and Confirm writes the session values', async () => {
    const api = fakeApi();
    const { onConfirm } = renderWizard({ fetcher: api.fetcher });
    await wait(0);

    // Desktop splash: name, hours of a 24/7 store (issue 36: "Open 24 hours", not "12:00 am to 11:59 pm"), online.
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveTextContent('Harbour & Co. Circular Quay');
    expect(dialog()).toHaveTextContent('Open 24 hours');
    expect(dialog()).not.toHaveTextContent('12:00 am');
    expect(dialog()).toHaveTextContent('Online: taking orders');
    // Nothing stored: delivery is the default on desktop.
    const group = screen.getByRole('radiogroup', { name: 'How would you like your order?' });
    expect(within(group).getByRole('radio', { name: 'Delivery' })).toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    click('Next');
    // The address step's code loads before the step changes, so its heading can take the focus.
    await wait(0);
    expect(stepHeading()).toHaveTextContent('Delivery address');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const search = screen.getByRole('combobox', { name: 'Search your address' });
    fireEvent.change(search, { target: { value: 'Macq' } });
    await wait(100);
    expect(api.calls.filter((c) => c.startsWith('/api/maps'))).toHaveLength(0); // still debouncing
    await wait(200);
    expect(api.calls).toContain('/api/maps/autocomplete?input=Macq');
    const listbox = screen.getByRole('listbox', { name: 'Address suggestions' });
    expect(search).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const option = within(listbox).getByRole('option', { name: SUGGESTION.description });
    expect(search).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    // Enter picks the suggestion and submits nothing.
    const enter = fireEvent.keyDown(search, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(stepHeading()).toHaveTextContent('Delivery address');
    expect(screen.getByLabelText('Street address')).toHaveValue('1 Macquarie St');
    expect(screen.getByLabelText('Suburb')).toHaveValue('Sydney');
    expect(screen.getByLabelText('State')).toHaveValue('NSW');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');

    await wait(500);
    const quoteCall = api.calls.find((c) => c.includes('/delivery-quote'));
    expect(quoteCall).toBeDefined();
    const query = new URL(quoteCall!, 'http://x').searchParams;
    expect(quoteCall).toMatch(/^\/api\/stores\/1001\/delivery-quote\?/);
    expect(Object.fromEntries(query)).toEqual({ OrderValue: '30.00', Street: '1 Macquarie St', Suburb: 'Sydney', State: 'NSW', Postcode: '2000', locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('We deliver to this address. Delivery fee $5.00');

    click('Next');
    expect(stepHeading()).toHaveTextContent('Delivery time');
    expect(stepHeading()).toHaveFocus();
    // 1001 has no pre-order: no date picker; the first slot (ASAP) is preselected.
    expect(screen.queryByLabelText('Date')).toBeNull();
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    const expected = timeSlotsForDate(SYDNEY_24_7, { kind: 'delivery', now: NOON_SYDNEY, postcode: '2000', deliveryDurationMinutes: 10 });
    expect(time.options[0].textContent).toMatch(/^ASAP \(\d{1,2}:\d{2} (am|pm)\)$/);
    expect(time.options[0].textContent).toBe(`ASAP (${asapTime(expected[0])})`);
    expect(time.value).toBe(expected[0].id);
    expect(time.options[1].textContent).toMatch(/^\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm)$/);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    click('Confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const choice = onConfirm.mock.calls[0][0];
    expect(choice.orderType).toBe('MENU_DEL');
    expect(choice.address).toMatchObject({ StreetAddress: '1 Macquarie St', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' });
    expect(choice.quote).toMatchObject({ Fee: 5, DeliveryDuration: 600 });
    expect(choice.slot?.id).toBe(expected[0].id);
    expect(session('orderType')).toBe('MENU_DEL');
    expect(session('deliveryAddress')).toMatchObject({ StreetAddress: '1 Macquarie St', PostalCode: '2000' });
    expect(session('deliveryTime')).toBe(Math.floor(expected[0].start.getTime() / 1000));
    expect(session('skipFirstStep')).toBeNull();
  });

  it('out of the delivery area: the error, Next disabled, and Pick up instead goes to the pickup time', async () => {
    const api = fakeApi({ status: 422, body: REFUSAL });
    renderWizard({ fetcher: api.fetcher });
    await wait(0);
    click('Next');
    // The address step's code loads before the step changes.
    await wait(0);
    await fillAddressByHand();

    expect(screen.getByRole('status')).toHaveTextContent('Sorry we cannot deliver to this address');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    click('Pick up instead');
    expect(stepHeading()).toHaveTextContent('Pickup time');
    expect((screen.getByLabelText('Time') as HTMLSelectElement).options[0].textContent).toMatch(/^ASAP/);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('a postcode outside the delivery areas shows the form error and offers pickup without asking the server', async () => {
    const api = fakeApi();
    renderWizard({ fetcher: api.fetcher });
    await wait(0);
    click('Next');
    // The address step's code loads before the step changes.
    await wait(0);
    await fillAddressByHand('2999');
    fireEvent.blur(screen.getByLabelText('Postcode'));
    expect(screen.getByText('delivery not available for 2999')).toBeInTheDocument();
    expect(api.calls.some((c) => c.includes('delivery-quote'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pick up instead' })).toBeInTheDocument();
  });
});

describe('order-type wizard: back transitions (spec part 1 §4)', () => {
  it('from delivery time back to the address (cleared), then back to step 1 with the type cleared', async () => {
    renderWizard();
    await wait(0);
    click('Next');
    // The address step's code loads before the step changes.
    await wait(0);
    await fillAddressByHand();
    click('Next');
    expect(stepHeading()).toHaveTextContent('Delivery time');

    click('Back');
    expect(stepHeading()).toHaveTextContent('Delivery address');
    expect(screen.getByLabelText('Street address')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    click('Back');
    expect(stepHeading()).toHaveTextContent('How would you like your order?');
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('pickup skips the address; back from the pickup time returns to step 1 with the type cleared', async () => {
    const api = fakeApi();
    renderWizard({ fetcher: api.fetcher });
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
    click('Next');
    expect(stepHeading()).toHaveTextContent('Pickup time');
    expect(screen.queryByLabelText('Street address')).toBeNull();

    click('Back');
    expect(stepHeading()).toHaveTextContent('How would you like your order?');
    expect(screen.getByRole('radio', { name: 'Pick up' })).not.toBeChecked();
    expect(api.calls).toHaveLength(0);
  });
});

describe('order-type wizard: pickup and dine in', () => {
  it('pickup Confirm stores MENU_TAK and the time, and no address', async () => {
    sessionStorage.setItem('deliveryAddress', JSON.stringify({ StreetAddress: 'old', PostalCode: '2000', CityTown: 'Sydney', State: 'NSW' }));
    const { onConfirm } = renderWizard();
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
    click('Next');
    click('Confirm');
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ orderType: 'MENU_TAK', address: undefined }));
    expect(session('orderType')).toBe('MENU_TAK');
    expect(session('deliveryAddress')).toBeNull();
    expect(typeof session('deliveryTime')).toBe('number');
  });

  it('dine in ends after step 1', async () => {
    const { onConfirm } = renderWizard();
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Dine in' }));
    click('Next');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledWith({ orderType: 'MENU_DIN', slot: null });
    expect(session('orderType')).toBe('MENU_DIN');
    expect(session('deliveryTime')).toBeNull();
  });

  it.each([
    ['en', 'This table link is not valid. To order at your table, scan the QR code on it again, or choose another way to order.'],
    ['zh-CN', '此餐桌链接无效。如需在餐桌点餐，请重新扫描餐桌上的二维码，或选择其他点餐方式。'],
  ] as const)('says first, in %s, that the page’s table link was refused: the full-screen modal covers the page’s notice', async (locale, text) => {
    renderWizard({ tableRefused: true, isMobile: true, locale });
    await wait(0);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(text);
  });

  it('a table (QR code) leaves dine in only, so the modal does not show', async () => {
    const { onConfirm } = renderWizard({ table: '12' });
    await wait(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('order-type wizard: the modal', () => {
  it('Escape does not close it', async () => {
    renderWizard();
    await wait(0);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(dialog()).toHaveAttribute('open');
  });

  it('on mobile nothing is preselected, the header has the language picker, and choosing advances at once', async () => {
    renderWizard({ isMobile: true });
    await wait(0);
    expect(within(dialog()).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    // No desktop splash on mobile.
    expect(dialog()).not.toHaveTextContent('Online: taking orders');
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
    expect(stepHeading()).toHaveTextContent('Pickup time');
  });

  it('on mobile choosing delivery goes straight to the address', async () => {
    renderWizard({ isMobile: true });
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await wait(0);
    expect(stepHeading()).toHaveTextContent('Delivery address');
    expect(stepHeading()).toHaveFocus();
  });

  it('a stored type with the skip flag advances past step 1', async () => {
    sessionStorage.setItem('orderType', JSON.stringify('MENU_TAK'));
    sessionStorage.setItem('skipFirstStep', 'true');
    const { onConfirm } = renderWizard();
    await wait(0);
    expect(stepHeading()).toHaveTextContent('Pickup time');
    click('Confirm');
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ orderType: 'MENU_TAK' }));
    // The flag is one-shot: a reload must not reopen the modal.
    expect(session('skipFirstStep')).toBeNull();
  });

  it('a stored delivery with the skip flag reopens the address prefilled', async () => {
    sessionStorage.setItem('orderType', JSON.stringify('MENU_DEL'));
    sessionStorage.setItem('skipFirstStep', 'true');
    sessionStorage.setItem('deliveryAddress', JSON.stringify({ StreetAddress: '1 Macquarie St', CityTown: 'Sydney', State: 'NSW', PostalCode: '2000' }));
    renderWizard();
    // The wizard opens once the stored address's check and the address step are loaded, then checks the address.
    await wait(0);
    await wait(500);
    expect(stepHeading()).toHaveTextContent('Delivery address');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByLabelText('Street address')).toHaveValue('1 Macquarie St');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('a stored type without the flag closes the modal and reports the stored choice', async () => {
    sessionStorage.setItem('orderType', JSON.stringify('MENU_TAK'));
    const { onConfirm } = renderWizard();
    await wait(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledWith({ orderType: 'MENU_TAK', address: undefined, slot: null });
  });
});

describe('order-type wizard: time list', () => {
  it('refreshes every 60 s and re-picks the first slot when the chosen one has passed', async () => {
    let clock = NOON_SYDNEY;
    renderWizard({ now: () => clock });
    await wait(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
    click('Next');
    const time = () => screen.getByLabelText('Time') as HTMLSelectElement;
    const before = timeSlotsForDate(SYDNEY_24_7, { kind: 'pickup', now: clock });
    expect(time().value).toBe(before[0].id);

    clock = new Date(NOON_SYDNEY.getTime() + 11 * 60_000);
    await wait(59_000);
    expect(time().value).toBe(before[0].id); // not yet
    await wait(1_000);
    const after = timeSlotsForDate(SYDNEY_24_7, { kind: 'pickup', now: clock });
    expect(after[0].id).not.toBe(before[0].id);
    expect(time().value).toBe(after[0].id);
    expect(time().options[0].textContent).toBe(`ASAP (${asapTime(after[0])})`);
  });

  it('pre-order: shows the date picker, moves to the next day with slots, and re-picks on a date change', async () => {
    // Monday 21:30 in Brisbane: closed for today, pre-order on for pickup.
    const lateMonday = new Date('2026-11-23T11:30:00Z');
    renderWizard({ store: BRISBANE_PREORDER, now: () => lateMonday });
    await wait(0);
    expect(dialog()).toHaveTextContent('Offline: not taking orders now');
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up' }));
    click('Next');
    const date = screen.getByLabelText('Date') as HTMLSelectElement;
    expect(date.value).toBe('2026-11-24');
    const time = screen.getByLabelText('Time') as HTMLSelectElement;
    const tuesday = timeSlotsForDate(BRISBANE_PREORDER, { kind: 'pickup', now: lateMonday, date: '2026-11-24' });
    expect(time.value).toBe(tuesday[0].id);
    expect(time.options[0].textContent).not.toMatch(/^ASAP/);

    fireEvent.change(date, { target: { value: '2026-11-29' } });
    await wait(0);
    const sunday = timeSlotsForDate(BRISBANE_PREORDER, { kind: 'pickup', now: lateMonday, date: '2026-11-29' });
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe(sunday[0].id);
    expect(sunday[0].id).not.toBe(tuesday[0].id);
  });
});

describe('order-type wizard in Chinese', () => {
  it('renders the zh-CN texts', async () => {
    renderWizard({ locale: 'zh-CN' });
    await wait(0);
    expect(stepHeading()).toHaveTextContent('您想如何取餐？');
    expect(dialog()).toHaveTextContent('24 小时营业');
    expect(screen.getByRole('radio', { name: '外送' })).toBeChecked();
    expect(screen.getByRole('button', { name: '下一步' })).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: '自取' }));
    click('下一步');
    expect(stepHeading()).toHaveTextContent('取餐时间');
    // Chinese puts the half of the day first, in its own words: 尽快（下午12:30）, never "pm".
    const times = [...(screen.getByLabelText('时间') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(times[0]).toMatch(/^尽快（(上午|下午)\d{1,2}:\d{2}）$/);
    expect(times[1]).toMatch(/^(上午|下午)\d{1,2}:\d{2} 至 (上午|下午)\d{1,2}:\d{2}$/);
    expect(times.join(' ')).not.toMatch(/am|pm/);
    expect(screen.getByRole('button', { name: '确认' })).toBeInTheDocument();
  });
});
