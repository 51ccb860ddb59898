/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { StoreSkeleton } from '@/components/loading/store-skeleton';
import zh from '@/messages/zh-CN.json';

describe('the store page while its store and menu load', () => {
  it('draws the page’s layout busy, with the progress bar moving 2 every 50 ms to 100', () => {
    jest.useFakeTimers();
    try {
      render(
        <NextIntlClientProvider locale="zh-CN" messages={zh}>
          <StoreSkeleton />
        </NextIntlClientProvider>,
      );
      const bar = screen.getByRole('progressbar', { name: '加载中…' });
      expect(bar).toHaveAttribute('aria-valuenow', '0');
      act(() => jest.advanceTimersByTime(500));
      expect(bar).toHaveAttribute('aria-valuenow', '20');
      act(() => jest.advanceTimersByTime(5_000));
      expect(bar).toHaveAttribute('aria-valuenow', '100');
      expect(screen.getAllByRole('listitem')).toHaveLength(6);
    } finally {
      jest.useRealTimers();
    }
  });
});
