/** @jest-environment jsdom */
import { readFilterTiles } from '@/components/menu-filter/filter-tiles';
import { productTileHtml, type ProductTileOptions } from '@/components/store/product-tile';
import type { ProductTileView } from '@/lib/views/menu';

const options: ProductTileOptions = { labels: { add: 'add to cart', dietary: 'Dietary', badge: (status) => `badge ${status}` }, eagerImage: false, orderable: true };

function page(categories: Record<string, ProductTileView[]>, tileOptions = options): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = Object.entries(categories)
    .map(([id, tiles]) => `<section data-category-id="${id}"><h2>${id}</h2><ul>${tiles.map((tile) => productTileHtml(tile, tileOptions).value).join('')}</ul></section>`)
    .join('');
  return main;
}

describe('the filter reads the tiles the page shows (components/store/product-tile.ts)', () => {
  it('reads each tile’s category, id, name and dietary ids by kind, whatever its name holds', () => {
    const main = page({
      breakfast: [
        {
          id: 'toast',
          name: 'Toast & jam <classic>',
          description: 'Sourdough',
          price: 5,
          status: 2,
          dietary: [
            { kind: 'allergy', id: 'nut-free', name: 'Nut free' },
            { kind: 'preference', id: 'veg', name: 'Vegetarian' },
            { kind: 'intolerance', id: '7', name: 'Lactose' },
            { kind: 'allergy', id: 'egg-free', name: 'Egg free' },
          ],
        },
        // Sold out: no add button, the name is the heading's own text.
        { id: 'eggs', name: '炒蛋', price: 9, status: 3, dietary: [] },
      ],
      drinks: [{ id: 'flat-white', name: 'Flat white', price: 4.5, photoUrl: '/coffee.svg', dietary: [] }],
    });
    expect(readFilterTiles(main)).toEqual([
      { categoryId: 'breakfast', id: 'toast', Name: 'Toast & jam <classic>', ProductAllergy: ['nut-free', 'egg-free'], ProductIntolerance: ['7'], ProductPreference: ['veg'] },
      { categoryId: 'breakfast', id: 'eggs', Name: '炒蛋', ProductAllergy: [], ProductIntolerance: [], ProductPreference: [] },
      { categoryId: 'drinks', id: 'flat-white', Name: 'Flat white', ProductAllergy: [], ProductIntolerance: [], ProductPreference: [] },
    ]);
  });

  it('reads the name on the digital display too, where tiles have no add button', () => {
    const main = page({ mains: [{ id: 'pie', name: 'Meat pie', price: 8, dietary: [] }] }, { ...options, orderable: false });
    expect(readFilterTiles(main).map((tile) => tile.Name)).toEqual(['Meat pie']);
  });

  it('reads the same product in two categories as two tiles', () => {
    const tile: ProductTileView = { id: 'fries', name: 'Fries', price: 4, dietary: [] };
    expect(readFilterTiles(page({ sides: [tile], kids: [tile] })).map((found) => `${found.categoryId}/${found.id}`)).toEqual(['sides/fries', 'kids/fries']);
  });
});
