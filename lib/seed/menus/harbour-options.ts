import type { TModifierGroup } from '../../schemas/entities';
import { optionGroup } from './menu-builder';

/**
 * Option groups of the Harbour & Co. menu, one of every kind the spec describes: single-select,
 * forced, min/max, with quantities (IncludeQuantity), nested sub-options (steak -> doneness) and
 * AutoSelectMinVariants.
 */
export function harbourOptionGroups(): TModifierGroup[] {
  return [
    // Single-select, forced, the first option pre-selected.
    optionGroup(
      'milk',
      'Milk',
      [
        ['Full cream', 0],
        ['Skim', 0],
        ['Oat', 0.8],
        ['Almond', 0.8],
        ['Soy', 0.7],
        ['Lactose free', 0.7],
      ],
      {
        IsSingleSel: true,
        IsForceSel: true,
        MinimumSelection: 1,
        MaximumSelection: 1,
        AutoSelectMinVariants: true,
        DisplayOrder: 2,
      },
    ),
    optionGroup(
      'coffee-size',
      'Size',
      [
        ['Regular', 0],
        ['Large', 0.8],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    // Multi-select with quantities: up to 3 extra shots, total of 5 extras.
    optionGroup(
      'coffee-extras',
      'Extras',
      [
        ['Extra shot', 0.6, { max: 3 }],
        ['Vanilla syrup', 0.6, { max: 2 }],
        ['Caramel syrup', 0.6, { max: 2 }],
        ['Hazelnut syrup', 0.6, { max: 2 }],
        ['Decaf', 0, { max: 1 }],
        ['Extra hot', 0, { max: 1 }],
      ],
      {
        IncludeQuantity: true,
        MinimumSelection: 0,
        MaximumSelection: 5,
        DisplayOrder: 3,
      },
    ),
    optionGroup(
      'sweetener',
      'Sweetener',
      [
        ['Sugar', 0, { max: 4 }],
        ['Raw sugar', 0, { max: 4 }],
        ['Stevia', 0, { max: 3 }],
      ],
      { IncludeQuantity: true, MaximumSelection: 4, DisplayOrder: 4 },
    ),
    optionGroup(
      'burger-bun',
      'Bun',
      [
        ['Milk bun', 0],
        ['Gluten-free bun', 2],
        ['Lettuce cup (no bun)', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'burger-extras',
      'Add extras',
      [
        ['Extra cheese', 1.5, { max: 3 }],
        ['Bacon', 3, { max: 2 }],
        ['Fried egg', 2, { max: 2 }],
        ['Avocado', 3, { max: 1 }],
        ['Jalapeños', 1, { max: 1 }],
        ['Extra patty', 5, { max: 2 }],
        ['Caramelised onion', 1.5, { max: 1 }],
      ],
      {
        IncludeQuantity: true,
        MinimumSelection: 0,
        MaximumSelection: 6,
        DisplayOrder: 2,
      },
    ),
    optionGroup(
      'burger-remove',
      'Leave out',
      [
        ['No pickles', 0],
        ['No onion', 0],
        ['No tomato', 0],
        ['No sauce', 0],
      ],
      { MaximumSelection: 4, DisplayOrder: 3 },
    ),
    // Nested sub-options: a steak choice opens this group.
    optionGroup(
      'doneness',
      'How would you like it cooked?',
      [
        ['Rare', 0],
        ['Medium rare', 0],
        ['Medium', 0],
        ['Medium well', 0],
        ['Well done', 0],
      ],
      {
        IsSingleSel: true,
        IsForceSel: true,
        MinimumSelection: 1,
        DisplayOrder: 1,
      },
    ),
    optionGroup(
      'steak-sauce',
      'Sauce',
      [
        ['Peppercorn', 0],
        ['Mushroom', 0],
        ['Béarnaise', 0],
        ['Red wine jus', 0],
        ['Chimichurri', 0],
        ['Garlic butter', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, DisplayOrder: 2 },
    ),
    // Min/max combo: exactly two sides.
    optionGroup(
      'two-sides',
      'Choose 2 sides',
      [
        ['Shoestring fries', 0],
        ['Creamy mash', 0],
        ['Steamed greens', 0],
        ['Garden salad', 0],
        ['Coleslaw', 0],
        ['Sweet potato fries', 1.5],
      ],
      {
        MinimumSelection: 2,
        MaximumSelection: 2,
        IsForceSel: true,
        DisplayOrder: 3,
      },
    ),
    optionGroup(
      'pizza-size',
      'Size',
      [
        ['Regular 11"', 0],
        ['Large 13"', 4],
        ['Family 15"', 8],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'pizza-base',
      'Base',
      [
        ['Classic hand-stretched', 0],
        ['Thin & crispy', 0],
        ['Gluten-free base', 3],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 2 },
    ),
    optionGroup(
      'pizza-toppings',
      'Extra toppings',
      [
        ['Mushrooms', 2, { max: 2 }],
        ['Kalamata olives', 2, { max: 2 }],
        ['Pepperoni', 3, { max: 2 }],
        ['Prosciutto', 4, { max: 2 }],
        ['Fresh chilli', 1, { max: 1 }],
        ['Buffalo mozzarella', 4, { max: 2 }],
        ['Rocket', 1.5, { max: 1 }],
      ],
      {
        IncludeQuantity: true,
        MaximumSelection: 6,
        DisplayOrder: 3,
      },
    ),
    optionGroup(
      'pasta-type',
      'Pasta',
      [
        ['Spaghetti', 0],
        ['Penne', 0],
        ['Gluten-free penne', 2],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'add-parmesan',
      'Finish with',
      [
        ['Shaved parmesan', 1.5],
        ['Chilli oil', 0.5],
        ['Garlic bread on the side', 4],
      ],
      { MaximumSelection: 3, DisplayOrder: 2 },
    ),
    optionGroup(
      'bowl-protein',
      'Choose your protein',
      [
        ['Crispy tofu', 0],
        ['Chicken', 0],
        ['Beef', 2],
        ['Grilled steak', 4, { groups: ['doneness'] }],
        ['King prawns', 5],
      ],
      {
        IsSingleSel: true,
        IsForceSel: true,
        MinimumSelection: 1,
        DisplayOrder: 1,
      },
    ),
    optionGroup(
      'spice-level',
      'Spice level',
      [
        ['Mild', 0],
        ['Medium', 0],
        ['Hot', 0],
        ['Thai hot', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 2 },
    ),
    optionGroup(
      'salad-protein',
      'Add protein',
      [
        ['Grilled chicken', 5],
        ['Hot-smoked salmon', 7],
        ['Grilled halloumi', 5],
        ['Garlic prawns', 7],
        ['Seared steak', 8, { groups: ['doneness'] }],
      ],
      {
        IsSingleSel: true,
        DisplayOrder: 1,
      },
    ),
    optionGroup(
      'eggs-style',
      'How would you like your eggs?',
      [
        ['Poached', 0],
        ['Fried', 0],
        ['Scrambled', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'breakfast-sides',
      'Add sides',
      [
        ['Bacon', 4, { max: 2 }],
        ['Avocado', 4, { max: 1 }],
        ['Grilled halloumi', 4, { max: 2 }],
        ['Field mushrooms', 3, { max: 1 }],
        ['Wilted spinach', 3, { max: 1 }],
        ['Hash brown', 3, { max: 3 }],
        ['Pork sausage', 4, { max: 2 }],
      ],
      {
        IncludeQuantity: true,
        MaximumSelection: 6,
        DisplayOrder: 2,
      },
    ),
    optionGroup(
      'wings-size',
      'Size',
      [
        ['6 pieces', 0],
        ['12 pieces', 10],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'wings-sauce',
      'Sauce',
      [
        ['Buffalo', 0],
        ['Smoky BBQ', 0],
        ['Honey soy', 0],
        ['Korean gochujang', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, DisplayOrder: 2 },
    ),
    optionGroup(
      'dips-three',
      'Pick 3 dips',
      [
        ['Hummus', 0, { max: 3 }],
        ['Tzatziki', 0, { max: 3 }],
        ['Baba ghanoush', 0, { max: 3 }],
        ['Beetroot & feta', 0, { max: 3 }],
        ['Romesco', 0, { max: 3 }],
      ],
      {
        IncludeQuantity: true,
        MinimumSelection: 3,
        MaximumSelection: 3,
        IsForceSel: true,
        DisplayOrder: 1,
      },
    ),
    optionGroup(
      'kids-drink',
      'Kids drink',
      [
        ['Apple juice', 0],
        ['Orange juice', 0],
        ['Milk', 0],
        ['Water', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, DisplayOrder: 9 },
    ),
    optionGroup(
      'scoops',
      'Add a scoop',
      [
        ['Vanilla bean', 3, { max: 3 }],
        ['Dark chocolate', 3, { max: 3 }],
        ['Salted caramel', 3, { max: 3 }],
      ],
      { IncludeQuantity: true, MaximumSelection: 3, DisplayOrder: 1 },
    ),
    optionGroup(
      'drink-size',
      'Size',
      [
        ['Regular', 0],
        ['Large', 2],
      ],
      { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'ice',
      'Ice',
      [
        ['Normal ice', 0],
        ['Light ice', 0],
        ['No ice', 0],
      ],
      { IsSingleSel: true, DisplayOrder: 2 },
    ),
    // Meal parts of the roll-into upgrades, at their a-la-carte prices: the price trigger takes a
    // flat amount off the meal, so dearer choices keep their difference.
    optionGroup(
      'meal-side',
      'Choose your side',
      [
        ['Shoestring fries', 8],
        ['Sweet potato fries', 10],
        ['Onion rings', 9],
        ['Garden salad', 8],
      ],
      { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1, DisplayOrder: 1 },
    ),
    optionGroup(
      'meal-drink',
      'Choose your drink',
      [
        ['Coca-Cola 375ml', 4.5],
        ['Coke No Sugar 375ml', 4.5],
        ['Sprite 375ml', 4.5],
        ['Lemon, lime and bitters', 5.5],
        ['Still spring water 600ml', 4],
      ],
      { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1, DisplayOrder: 2 },
    ),
  ];
}
