/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LogViewer } from '@/components/log-viewer/log-viewer';
import { recordLog } from '@/lib/client/log/browser-log';
import en from '@/messages/en.json';
import zhCN from '@/messages/zh-CN.json';

// The viewer shows the browser's own time zone; the test's is UTC wherever it runs.
const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
  return { ...resolvedOptions.call(this), timeZone: 'UTC' };
});

const LOCALES = { en, 'zh-CN': zhCN } as const;

function renderViewer(locale: keyof typeof LOCALES = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={LOCALES[locale]} timeZone="UTC">
      <LogViewer />
    </NextIntlClientProvider>,
  );
}

const T0 = Date.UTC(2026, 10, 27, 14, 5, 9);

beforeEach(() => {
  localStorage.clear();
  // No server log in a component test: the error reports go nowhere.
  globalThis.fetch = (() => Promise.resolve({ ok: true, status: 204, text: async () => '' })) as unknown as typeof fetch;
  recordLog({ logType: 'Info', category: 'network', desc: 'online', path: '/' }, T0);
  recordLog({ logType: 'Warning', category: 'api', desc: 'GET /api/stores/1001/coupons/X 422 COUPON_REJECTED: coupon does not apply', path: '/store/harbour' }, T0 + 1000);
  recordLog({ logType: 'Error', category: 'uncaught', desc: 'TypeError: x is undefined', path: '/store/harbour/checkout' }, T0 + 2000);
});

describe('the log viewer', () => {
  it('shows the spec table, newest first, numbered, with error and warning rows highlighted', () => {
    renderViewer();
    const table = screen.getByRole('table', { name: 'Log entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No.', 'Type', 'Category', 'Description', 'Date and time', 'Path']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Error', 'Uncaught error', 'TypeError: x is undefined', 'Nov 27, 2026, 2:05:11 PM', '/store/harbour/checkout'],
      ['2', 'Warning', 'API call', 'GET /api/stores/1001/coupons/X 422 COUPON_REJECTED: coupon does not apply', 'Nov 27, 2026, 2:05:10 PM', '/store/harbour'],
      ['1', 'Info', 'Connection', 'The browser is back online.', 'Nov 27, 2026, 2:05:09 PM', '/'],
    ]);
    expect(rows.map((row) => row.getAttribute('data-log-type'))).toEqual(['Error', 'Warning', 'Info']);
    expect(rows[0].className).toMatch(/error/);
    expect(rows[1].className).toMatch(/warning/);
    expect(rows[2].className).toBe('');
    expect(screen.getByRole('region', { name: 'Log entries, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('speaks Chinese with the locale’s own date and time (24-hour, no am/pm)', () => {
    renderViewer('zh-CN');
    const table = screen.getByRole('table', { name: '日志条目（最新的在前）' });
    const newest = within(table).getAllByRole('row')[1];
    const cells = within(newest)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['3', '错误', '未捕获的错误']);
    expect(cells[4]).toBe('2026年11月27日 14:05:11');
    expect(cells[4]).not.toMatch(/AM|PM/i);
  });

  it('follows new entries and clears the log', () => {
    renderViewer();
    act(() => recordLog({ logType: 'Error', category: 'render', desc: 'Error: late', path: '/x' }, T0 + 60_000));
    expect(screen.getByText('Error: late')).toBeInTheDocument();
    expect(screen.getByText('4 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('The log is empty.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The log was cleared.');
    expect(screen.getByRole('button', { name: 'Clear log' })).toBeDisabled();
    expect(localStorage.getItem('browserLog')).toBeNull();
  });
});
