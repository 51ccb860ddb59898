/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { depositIsland, takeIsland } from '@/components/static-html/island-registry';
import { StaticHtmlIsland } from '@/components/static-html/static-html-island';

const TILES = '<li data-product-id="flat-white"><button type="button" data-add-product="flat-white">Flat white</button></li><li data-product-id="latte">Latte</li>';

describe('static HTML islands on the server', () => {
  it('the HTML render takes the deposited markup (again, if React renders it twice); React’s payload carries only the id', () => {
    const id = depositIsland(TILES);
    const island = <StaticHtmlIsland as="ul" className="tiles" id={id} />;
    expect(renderToString(island)).toBe(`<ul class="tiles">${TILES}</ul>`);
    expect(renderToString(island)).toBe(`<ul class="tiles">${TILES}</ul>`);
  });

  it('deposits are dropped after 10 seconds', () => {
    // Later than any earlier deposit of this file, which are then dropped too.
    const t = Date.now() + 1_000_000;
    const id = depositIsland('<li>old</li>', t);
    const fresh = depositIsland('<li>new</li>', t + 5_000);
    depositIsland('<li>newer</li>', t + 10_000);
    expect(takeIsland(id)).toBeNull();
    expect(takeIsland(fresh)).toBe('<li>new</li>');
  });

  it('keeps at most 2000 deposits, dropping the oldest', () => {
    const t = Date.now() + 2_000_000;
    const ids = Array.from({ length: 2001 }, (_, i) => depositIsland(`<li>${i}</li>`, t));
    expect(takeIsland(ids[0])).toBeNull();
    expect(takeIsland(ids[1])).toBe('<li>1</li>');
    expect(takeIsland(ids[2000])).toBe('<li>2000</li>');
  });
});
