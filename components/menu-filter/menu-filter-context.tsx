'use client';

import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { isDietaryFilterActive, matchesDietaryFilter, matchesSearch, type DietarySelection } from '@/lib/domain/menu/search';
import type { FilterableTile } from './filter-tiles';

interface MenuFilterState {
  query: string;
  setQuery: (query: string) => void;
  selection: DietarySelection;
  setSelection: (selection: DietarySelection) => void;
  /** tiles that the search and the dietary filter hide */
  hidden: FilterableTile[];
  /** categories left with no visible tile */
  hiddenCategories: string[];
  /** a search or a filter is on and nothing matches */
  noMatch: boolean;
  active: boolean;
}

const MenuFilterContext = createContext<MenuFilterState | null>(null);

/** The page's tiles as the filter reads them; the reader is fetched with the first search or choice, not with the page. */
const readTiles = () => import('./filter-tiles').then((module) => module.readFilterTiles(document));

/**
 * Search and dietary filter over the server-rendered tiles: the tiles stay server HTML, and the
 * filter only computes which to hide (spec part 2 §5: name substring, every chosen dietary id).
 * It reads the tiles from the page (filter-tiles.ts) each time the search or the choice changes.
 */
export function MenuFilterProvider({ children }: { children: React.ReactNode }) {
  const [query, setQueryState] = useState('');
  const [selection, setSelectionState] = useState<DietarySelection>({});
  const [tiles, setTiles] = useState<FilterableTile[]>([]);
  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    void readTiles().then(setTiles);
  }, []);
  const setSelection = useCallback((next: DietarySelection) => {
    setSelectionState(next);
    void readTiles().then(setTiles);
  }, []);

  const value = useMemo<MenuFilterState>(() => {
    const active = query.trim() !== '' || isDietaryFilterActive(selection);
    const hidden = active ? tiles.filter((tile) => !(matchesSearch(tile, query) && matchesDietaryFilter(tile, selection))) : [];
    const hiddenIds = new Set(hidden.map((tile) => `${tile.categoryId}/${tile.id}`));
    const categories = [...new Set(tiles.map((tile) => tile.categoryId))];
    const hiddenCategories = categories.filter((category) => tiles.filter((tile) => tile.categoryId === category).every((tile) => hiddenIds.has(`${tile.categoryId}/${tile.id}`)));
    return { query, setQuery, selection, setSelection, hidden, hiddenCategories, noMatch: active && hiddenCategories.length === categories.length, active };
  }, [query, selection, tiles, setQuery, setSelection]);

  return <MenuFilterContext.Provider value={value}>{children}</MenuFilterContext.Provider>;
}

export function useMenuFilter(): MenuFilterState {
  const state = useContext(MenuFilterContext);
  if (!state) throw new Error('useMenuFilter needs a MenuFilterProvider');
  return state;
}
