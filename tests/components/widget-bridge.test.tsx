/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { WidgetBridge } from '@/components/widget/widget-bridge';
import en from '@/messages/en.json';

jest.mock('next/navigation', () => ({ usePathname: () => '/store/harbour-sydney' }));
// Inside a host's frame whose browser refuses the frame its storage (a private window): the
// configuration still arrives in the widget's partitioned cookie.
jest.mock('@/lib/client/widget/widget-config', () => ({
  widgetConfig: () => ({ StoreID: '1001', Slug: 'harbour-sydney', Start: '/store/harbour-sydney', OrderType: 'MENU_TAK' }),
  frameStorageBlocked: () => true,
}));

/** The store page as the server sent it: the bridge rendered nothing there (no window), the menu's tiles follow. */
const SERVER_HTML = '<main><ul><li>Classic cheeseburger</li></ul></main>';

function Page() {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <WidgetBridge />
      <main>
        <ul dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      </main>
    </NextIntlClientProvider>
  );
}

it('inside a frame refused its storage, hydrates without a mismatch (which would drop the tiles), then shows its notice', async () => {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page />, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(container.querySelector('li')?.textContent).toBe('Classic cheeseburger');
  expect(container.querySelector('[role="status"]')?.textContent).toContain('This browser keeps no data for ordering inside another website');
  expect(container.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('/store/harbour-sydney');
});
