'use client';

import { useMenuFilter } from './menu-filter-context';

function cssString(value: string): string {
  return JSON.stringify(value);
}

/**
 * Hides the filtered tiles and emptied categories with one generated style sheet, so a search
 * re-renders one <style> element instead of a hundred tiles.
 */
export function MenuFilterStyle() {
  const { hidden, hiddenCategories } = useMenuFilter();
  if (hidden.length === 0) return null;
  const rules = [
    ...hidden.map((tile) => `[data-category-id=${cssString(tile.categoryId)}] [data-product-id=${cssString(tile.id)}]`),
    ...hiddenCategories.flatMap((category) => [`[data-category-id=${cssString(category)}]`, `[data-category-link=${cssString(category)}]`]),
  ];
  return <style>{`${rules.join(',\n')} { display: none !important; }`}</style>;
}
