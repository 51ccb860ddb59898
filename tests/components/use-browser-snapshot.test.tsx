/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';

const noSubscription = () => () => undefined;
let browserValue = 'browser';
const seen: string[] = [];

function Probe() {
  const value = useBrowserSnapshot(
    noSubscription,
    () => browserValue,
    () => 'server',
  );
  seen.push(value);
  return <p>{value}</p>;
}

it('hydrates with the server value (no mismatch), then shows the browser value; later mounts read the browser at once', async () => {
  // The server renders its value.
  const html = renderToString(<Probe />);
  expect(html).toContain('server');

  // Hydration keeps it, so React finds no mismatch, then the browser value follows.
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = jest.fn();
  seen.length = 0;
  await act(async () => {
    hydrateRoot(container, <Probe />, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(seen[0]).toBe('server');
  expect(container.textContent).toBe('browser');

  // A component mounted after the page hydrated (a dialog, a client navigation) never shows the server value.
  browserValue = 'browser later';
  seen.length = 0;
  const later = document.createElement('div');
  await act(async () => {
    createRoot(later).render(<Probe />);
  });
  expect(seen).toEqual(['browser later']);
  expect(later.textContent).toBe('browser later');
});
