import type { TMenu } from '../../schemas/entities';
import { buildCategory, DEMO_LIFESTYLE_CHOICES, keyById, optionGroup, type TCategoryDef } from './menu-builder';

const CATEGORIES: readonly TCategoryDef[] = [
  {
    id: 'room-breakfast',
    name: 'Breakfast in bed',
    description: 'Served 6:00 am to 11:00 am.',
    images: ['plate-eggs', 'pancakes', 'fruit-bowl', 'toast-avo'],
    prep: 20,
    dishes: [
      ['Full Australian breakfast', 'Eggs, bacon, sausage, mushrooms, tomato, hash brown and toast.', 36, { groups: ['hotel-eggs'], status: 2 }],
      ['Continental breakfast', 'Pastries, seasonal fruit, yoghurt, juice and a hot drink.', 32, { img: 'fruit-bowl', diet: ['V'] }],
      ['Eggs Florentine', 'Poached eggs, spinach and hollandaise on brioche.', 28, { diet: ['V', 'NF'] }],
      ['Ricotta hotcakes', 'Honeycomb butter, banana and maple syrup.', 26, { img: 'pancakes', diet: ['V', 'NF'] }],
      ['Tropical fruit plate', 'Mango, papaya, pineapple, dragon fruit and passionfruit.', 22, { img: 'fruit-bowl', diet: ['VG', 'GF', 'DF', 'EF', 'NF'] }],
    ],
  },
  {
    id: 'room-all-day',
    name: 'All-day dining',
    description: 'Served 11:00 am to 10:00 pm.',
    images: ['burger-beef', 'salad-green', 'pasta-red', 'fish-grilled', 'curry-rice', 'sandwich'],
    prep: 25,
    dishes: [
      ['Wagyu burger', 'Wagyu patty, aged cheddar, tomato relish and fries.', 34, { img: 'burger-beef', groups: ['hotel-doneness'] }],
      ['Club sandwich', 'Chicken, bacon, egg, lettuce and tomato with fries.', 30, { img: 'sandwich' }],
      ['Caesar salad', 'Cos, parmesan, croutons and soft egg.', 26, { img: 'salad-green', groups: ['hotel-salad-add'] }],
      ['Barramundi and chips', 'Local Top End barramundi, chips and tartare.', 38, { img: 'fish-grilled', status: 2, diet: ['NF'] }],
      ['Beef rendang', 'Slow-cooked coconut beef curry with jasmine rice.', 36, { img: 'curry-rice', diet: ['GF', 'DF', 'S'] }],
      ['Penne pomodoro', 'Tomato, basil and parmesan.', 26, { img: 'pasta-red', diet: ['V', 'EF', 'NF'] }],
      ['Scotch fillet 250g', 'With fries, salad and pepper sauce.', 52, { img: 'steak', groups: ['hotel-doneness'], diet: ['GF'] }],
    ],
  },
  {
    id: 'room-late',
    name: 'Late night',
    description: 'Served 10:00 pm to 6:00 am.',
    images: ['fries', 'pizza-margherita', 'soup'],
    prep: 20,
    dishes: [
      ['Margherita pizza', 'Tomato, mozzarella and basil.', 28, { img: 'pizza-margherita', diet: ['V', 'EF', 'NF'] }],
      ['Bowl of fries', 'With aioli and tomato sauce.', 14, { img: 'fries', diet: ['V', 'GF', 'NF'] }],
      ['Chicken noodle soup', 'Comforting broth with egg noodles and vegetables.', 22, { img: 'soup', diet: ['DF', 'NF'] }],
    ],
  },
  {
    id: 'room-desserts',
    name: 'Desserts',
    images: ['cake-chocolate', 'cake-cheese', 'icecream'],
    prep: 10,
    dishes: [
      ['Chocolate fondant', 'With vanilla ice cream.', 18, { diet: ['V', 'NF'] }],
      ['Mango cheesecake', 'Mango curd and coconut crumb.', 17, { img: 'cake-cheese', diet: ['V'] }],
      ['Ice cream selection', 'Three scoops of Northern Territory-made ice cream.', 14, { img: 'icecream-mango', diet: ['V', 'GF', 'EF'] }],
    ],
  },
  {
    id: 'room-drinks',
    name: 'Drinks',
    images: ['coffee', 'tea', 'juice-orange', 'water', 'soda-cola'],
    prep: 5,
    dishes: [
      ['Pot of coffee', 'Plunger coffee for two.', 12, { img: 'coffee-black' }],
      ['Pot of tea', 'Choice of English breakfast, earl grey or green.', 10, { img: 'tea' }],
      ['Fresh juice', 'Orange, apple or watermelon.', 10, { img: 'juice-orange' }],
      ['Sparkling water 750ml', 'San Pellegrino.', 11, { img: 'water' }],
      ['Soft drink', 'Coca-Cola, Coke No Sugar, Sprite or ginger ale.', 7, { img: 'soda-cola' }],
    ],
  },
];

/**
 * Grand Pacific Hotel in-room dining, delivered and charged to the room. Two menus show a store
 * with several: "Breakfast in bed" is active 06:00-11:00 every day (MenuTimeSettings); the
 * all-day menu, governed by no time setting, is shown the rest of the day.
 */
export function buildHotelMenus(storeId: string): TMenu[] {
  const built = CATEGORIES.map((def, i) => buildCategory(def, { taxRate: 0.1, rewardPointsPerDollar: 0, order: i + 1 }));
  const groups = keyById([
    optionGroup(
      'hotel-eggs',
      'Eggs',
      [
        ['Poached', 0],
        ['Fried', 0],
        ['Scrambled', 0],
        ['Egg-white omelette', 4],
      ],
      { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1 },
    ),
    optionGroup(
      'hotel-doneness',
      'Cooked',
      [
        ['Rare', 0],
        ['Medium rare', 0],
        ['Medium', 0],
        ['Well done', 0],
      ],
      { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1 },
    ),
    optionGroup(
      'hotel-salad-add',
      'Add',
      [
        ['Chicken', 8],
        ['Prawns', 12],
      ],
      { IsSingleSel: true },
    ),
  ]);
  const menu = (id: string, name: string, categoryIds: string[]): TMenu => {
    const chosen = built.filter((b) => categoryIds.includes(b.category.ID));
    const products = chosen.flatMap((b) => b.products);
    const used = new Set(products.flatMap((p) => p.ModifierGroups ?? []));
    return {
      MenuID: id,
      MenuName: name,
      OrderTypes: { Delivery: true, Takeaway: false, EatIn: false },
      Products: keyById(products),
      ModifierGroups: Object.fromEntries(Object.entries(groups).filter(([key]) => used.has(key))),
      Categories: chosen.map((b) => b.category),
      LifeStyleChoices: DEMO_LIFESTYLE_CHOICES,
      PointsToDollarRatio: 0,
    };
  };
  const breakfastId = `hotel-breakfast-${storeId}`;
  return [
    { ...menu(breakfastId, 'Breakfast in bed', ['room-breakfast', 'room-drinks']), MenuTimeSettings: [{ MenuId: breakfastId, StartTime: '06:00:00', EndTime: '11:00:00' }] },
    menu(`in-room-${storeId}`, 'In-room dining', ['room-all-day', 'room-late', 'room-desserts', 'room-drinks']),
  ];
}
