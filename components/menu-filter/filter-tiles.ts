/** What the filter needs of a tile: its category, id, name and dietary id lists. */
export interface FilterableTile {
  categoryId: string;
  id: string;
  Name: string;
  ProductAllergy: string[];
  ProductIntolerance: string[];
  ProductPreference: string[];
}

const dietaryLists = { allergy: 'ProductAllergy', intolerance: 'ProductIntolerance', preference: 'ProductPreference' } as const;

/**
 * The menu's tiles as the page shows them, read from their server-built markup
 * (components/store/product-tile.ts, in MenuSections' `[data-category-id]` sections): the product
 * id, the name (the first text of the tile's heading, or of its add button) and the dietary tags'
 * ids by kind. Read when a search or a filter changes, so the tiles' data are not sent a second
 * time in React's payload, and a refreshed menu is read as it is shown.
 */
export function readFilterTiles(root: ParentNode): FilterableTile[] {
  return [...root.querySelectorAll<HTMLElement>('[data-category-id] [data-product-id]')].map((tile) => {
    const heading = tile.querySelector('h3');
    const named = heading?.querySelector('button') ?? heading;
    const found: FilterableTile = {
      categoryId: tile.closest<HTMLElement>('[data-category-id]')?.dataset.categoryId ?? '',
      id: tile.dataset.productId ?? '',
      Name: named?.firstChild?.textContent ?? '',
      ProductAllergy: [],
      ProductIntolerance: [],
      ProductPreference: [],
    };
    for (const tag of tile.querySelectorAll<HTMLElement>('[data-diet-id]')) {
      const list = dietaryLists[tag.dataset.dietKind as keyof typeof dietaryLists];
      if (list && tag.dataset.dietId !== undefined) found[list].push(tag.dataset.dietId);
    }
    return found;
  });
}
