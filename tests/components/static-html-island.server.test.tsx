/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { depositIsland, takeIsland } from '@/components/static-html/island-registry';
import { StaticHtmlIsland } from '@/components/static-html/static-html-island';

const TILES = '<li data-product-id="flat-white"><button type="button" data-add-product="flat-white">Flat white</button></li><li data-product-id="latte">Latte</li>';

describe('static HTML islands on the server', () => {
  it('the HTML render takes the deposited markup, once; React’s payload carries only the id', () => {
    const id = depositIsland(TILES);
    expect(renderToString(<StaticHtmlIsland as="ul" className="tiles" id={id} />)).toBe(`<ul class="tiles">${TILES}</ul>`);
    expect(takeIsland(id)).toBeNull();
  });

  it('a deposit nobody takes (an aborted request) is dropped after a minute', () => {
    const id = depositIsland('<li>old</li>', 0);
    const fresh = depositIsland('<li>new</li>', 30_000);
    depositIsland('<li>newer</li>', 60_000);
    expect(takeIsland(id)).toBeNull();
    expect(takeIsland(fresh)).toBe('<li>new</li>');
  });

  it('keeps at most 2000 deposits, dropping the oldest', () => {
    const ids = Array.from({ length: 2001 }, (_, i) => depositIsland(`<li>${i}</li>`, 100_000));
    expect(takeIsland(ids[0])).toBeNull();
    expect(takeIsland(ids[1])).toBe('<li>1</li>');
    expect(takeIsland(ids[2000])).toBe('<li>2000</li>');
  });
});
