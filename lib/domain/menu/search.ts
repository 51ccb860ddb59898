import type { DietarySelection, LifeStyleChoice, LifeStyleChoices, SearchableMenuItem } from './dietary.types';

export type { DietarySelection, LifeStyleChoice, LifeStyleChoices, SearchableMenuItem } from './dietary.types';

/** Part 2 §5: search is a case-insensitive substring match on the product name; blank matches all. */
export function matchesSearch(item: Pick<SearchableMenuItem, 'Name'>, query: string | null | undefined): boolean {
  const wanted = (query ?? '').trim().toLocaleLowerCase();
  return wanted === '' || item.Name.toLocaleLowerCase().includes(wanted);
}

function hasAll(tags: readonly string[] | null | undefined, wanted: readonly string[] | undefined): boolean {
  if (!wanted || wanted.length === 0) return true;
  const own = new Set((tags ?? []).map(String));
  return wanted.every((id) => own.has(String(id)));
}

/** Every chosen allergy, intolerance and preference id must be on the item. */
export function matchesDietaryFilter(item: SearchableMenuItem, selection: DietarySelection | null | undefined): boolean {
  if (!selection) return true;
  return hasAll(item.ProductAllergy, selection.allergies) && hasAll(item.ProductIntolerance, selection.intolerances) && hasAll(item.ProductPreference, selection.preferences);
}

export function isDietaryFilterActive(selection: DietarySelection | null | undefined): boolean {
  return !!selection && [selection.allergies, selection.intolerances, selection.preferences].some((ids) => (ids?.length ?? 0) > 0);
}

/** Dietary tags of an item, with names from the menu's LifeStyleChoices, for the tile's icons. */
export function dietaryTagsOf(
  item: SearchableMenuItem,
  choices: LifeStyleChoices | null | undefined,
): { allergies: LifeStyleChoice[]; intolerances: LifeStyleChoice[]; preferences: LifeStyleChoice[] } {
  const pick = (ids: readonly string[] | null | undefined, list: readonly LifeStyleChoice[] | null | undefined) =>
    (list ?? []).filter((choice) => (ids ?? []).map(String).includes(String(choice.Id)));
  return {
    allergies: pick(item.ProductAllergy, choices?.Allergy),
    intolerances: pick(item.ProductIntolerance, choices?.Intolerance),
    preferences: pick(item.ProductPreference, choices?.Preference),
  };
}
