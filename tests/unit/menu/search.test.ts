import { describe, expect, it } from '@jest/globals';
import { dietaryTagsOf, isDietaryFilterActive, matchesDietaryFilter, matchesSearch } from '../../../lib/domain/menu/search';

const pho = { ProductID: 'p1', Name: 'Beef Pho', ProductAllergy: ['a-peanut-free'], ProductIntolerance: ['i-gluten'], ProductPreference: ['v-halal'] };
const tofu = { ProductID: 'p2', Name: 'Tofu Bánh Mì', ProductAllergy: ['a-peanut-free'], ProductIntolerance: [], ProductPreference: ['v-vegan', 'v-halal'] };
const rolls = { ProductID: 'p3', Name: 'Spring Rolls' };

describe('search: case-insensitive substring on the product name', () => {
  it.each([
    ['pho', true],
    ['PHO', true],
    ['eef p', true],
    ['  beef  ', true],
    ['', true],
    [null, true],
    ['noodle', false],
  ])('%s on Beef Pho: %s', (query, expected) => {
    expect(matchesSearch(pho, query)).toBe(expected);
  });
});

describe('dietary filter: every chosen id must be on the item', () => {
  it.each([
    [{}, ['p1', 'p2', 'p3']],
    [{ allergies: ['a-peanut-free'] }, ['p1', 'p2']],
    [{ preferences: ['v-halal'] }, ['p1', 'p2']],
    [{ preferences: ['v-halal', 'v-vegan'] }, ['p2']],
    [{ allergies: ['a-peanut-free'], intolerances: ['i-gluten'] }, ['p1']],
    [{ intolerances: ['i-lactose'] }, []],
  ])('%j', (selection, expected) => {
    expect([pho, tofu, rolls].filter((item) => matchesDietaryFilter(item, selection)).map((i) => i.ProductID)).toEqual(expected);
  });

  it('no selection matches everything', () => {
    expect(matchesDietaryFilter(rolls, null)).toBe(true);
    expect(isDietaryFilterActive(null)).toBe(false);
    expect(isDietaryFilterActive({ allergies: [] })).toBe(false);
    expect(isDietaryFilterActive({ preferences: ['v-vegan'] })).toBe(true);
  });
});

describe('dietaryTagsOf', () => {
  it('names the item tags from LifeStyleChoices', () => {
    const choices = {
      Allergy: [{ Id: 'a-peanut-free', Name: 'Peanut free' }],
      Intolerance: [{ Id: 'i-gluten', Name: 'Gluten free' }],
      Preference: [
        { Id: 'v-halal', Name: 'Halal' },
        { Id: 'v-vegan', Name: 'Vegan' },
      ],
    };
    expect(dietaryTagsOf(tofu, choices)).toEqual({
      allergies: [{ Id: 'a-peanut-free', Name: 'Peanut free' }],
      intolerances: [],
      preferences: [
        { Id: 'v-halal', Name: 'Halal' },
        { Id: 'v-vegan', Name: 'Vegan' },
      ],
    });
    expect(dietaryTagsOf(rolls, null)).toEqual({ allergies: [], intolerances: [], preferences: [] });
  });
});
