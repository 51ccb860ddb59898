/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StaticHtmlIsland } from '@/components/static-html/static-html-island';

const TILES = '<li data-product-id="flat-white"><button type="button" data-add-product="flat-white">Flat white</button></li><li data-product-id="latte">Latte</li>';

describe('static HTML islands in the browser', () => {
  it('a page load: hydration keeps the server’s markup (React’s payload carries only the id) without a mismatch', async () => {
    const id = 'island-1';
    // What the server's HTML render gave (static-html-island.server.test.tsx).
    const html = `<ul class="tiles">${TILES}</ul>`;

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <StaticHtmlIsland as="ul" className="tiles" id={id} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('[data-add-product]')?.textContent).toBe('Flat white');
  });

  it('a client-side navigation: the markup comes in the payload', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<StaticHtmlIsland as="ul" id="nav-1" html={TILES} />);
    });
    expect(container.innerHTML).toBe(`<ul>${TILES}</ul>`);
  });

  it('back or forward to a page rebuilt from its first payload: the markup it had when it unmounted', async () => {
    const id = 'island-2';
    const container = document.createElement('div');
    container.innerHTML = `<ul>${TILES}</ul>`;
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <StaticHtmlIsland as="ul" id={id} />);
    });
    // A failed image hidden in the browser is kept as it was.
    container.querySelector('li')!.setAttribute('data-seen', 'yes');
    await act(async () => root.unmount());

    const again = document.createElement('div');
    await act(async () => {
      createRoot(again).render(<StaticHtmlIsland as="ul" id={id} />);
    });
    expect(again.querySelectorAll('li')).toHaveLength(2);
    expect(again.querySelector('li')?.getAttribute('data-seen')).toBe('yes');
  });
});
