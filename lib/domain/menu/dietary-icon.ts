/**
 * The icon of a dietary tag on a product tile (spec part 1 §2 "dietary icons"). Tags are the
 * store's own (LifeStyleChoices), so the icon is found from words of the tag's id or name; a tag
 * without a known word gets its kind's icon.
 */

export type DietaryIconKind = 'allergy' | 'intolerance' | 'preference';

const BY_WORD: readonly [RegExp, string][] = [
  [/vegan/i, '🌱'],
  [/vegetarian|veggie/i, '🥕'],
  [/shellfish|prawn|crustacean/i, '🦐'],
  [/nut|peanut/i, '🥜'],
  [/egg/i, '🥚'],
  [/gluten|wheat|coeliac|celiac/i, '🌾'],
  [/lactose|dairy|milk/i, '🥛'],
  [/halal/i, '☪'],
  [/spic|chilli|chili|hot/i, '🌶'],
  [/fish|seafood/i, '🐟'],
  [/soy/i, '🫘'],
];

const BY_KIND: Record<DietaryIconKind, string> = { allergy: '⚠', intolerance: '⊘', preference: '✓' };

export function dietaryIcon(tag: { kind: DietaryIconKind; id: string; name: string }): string {
  const text = `${tag.id} ${tag.name}`;
  return BY_WORD.find(([pattern]) => pattern.test(text))?.[1] ?? BY_KIND[tag.kind];
}
