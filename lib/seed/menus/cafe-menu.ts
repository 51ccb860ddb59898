import type { TMenu } from '../../schemas/entities';
import { buildCategory, DEMO_LIFESTYLE_CHOICES, keyById, optionGroup, type TCategoryDef } from './menu-builder';
import { END_2030, START_2024 } from './seed-time';

const CATEGORIES: readonly TCategoryDef[] = [
  {
    id: 'coffee',
    name: 'Coffee',
    images: ['coffee', 'coffee-black', 'iced-coffee'],
    tags: ['coffee'],
    groups: ['cafe-size', 'cafe-milk'],
    prep: 4,
    dishes: [
      ['Flat white', 'Our Canberra-roasted house blend with silky milk.', 4.8, { status: 2 }],
      ['Cappuccino', 'Foamy and chocolate-dusted.', 4.8],
      ['Latte', 'Smooth espresso and steamed milk.', 4.8],
      ['Long black', 'Double shot over hot water.', 4.3, { img: 'coffee-black' }],
      ['Piccolo', 'A ristretto topped with warm milk in a small glass.', 4.3],
      ['Batch brew filter', 'Rotating single origin, brewed fresh every hour.', 4.5, { status: 1, img: 'coffee-black' }],
      ['Cold brew on ice', '18-hour cold brew over ice.', 6, { img: 'iced-coffee' }],
    ],
  },
  {
    id: 'tea-more',
    name: 'Tea & other drinks',
    images: ['tea', 'chocolate', 'matcha', 'juice-orange'],
    prep: 3,
    dishes: [
      ['Chai latte', 'Sticky chai brewed with honey and milk.', 5.2, { img: 'tea', groups: ['cafe-milk'] }],
      ['Hot chocolate', 'Dark chocolate and steamed milk.', 5, { img: 'chocolate', groups: ['cafe-milk'] }],
      ['Matcha latte', 'Uji matcha and milk.', 5.8, { img: 'matcha', groups: ['cafe-milk'] }],
      ['Pot of tea', 'English breakfast, earl grey, peppermint or green.', 4.5, { img: 'tea' }],
      ['Fresh orange juice', 'Squeezed to order.', 6.5, { img: 'juice-orange' }],
    ],
  },
  {
    id: 'bakery',
    name: 'Bakery',
    images: ['cake-sticky', 'toast-mushroom', 'cake-cheese'],
    tags: ['pastry'],
    prep: 2,
    dishes: [
      ['Butter croissant', 'Flaky all-butter croissant baked each morning.', 5.5, { status: 2, diet: ['V', 'NF'] }],
      ['Almond croissant', 'Twice-baked with frangipane and flaked almonds.', 6.5, { diet: ['V'] }],
      ['Banana bread', 'Toasted with whipped butter.', 6, { groups: ['cafe-toast-extras'], diet: ['V'] }],
      ['Blueberry muffin', 'Crumble-topped blueberry muffin.', 5, { diet: ['V', 'NF'] }],
      ['Portuguese tart', 'Flaky custard tart with caramelised top.', 4.5, { status: 3, diet: ['V', 'NF'] }],
      ['Gluten-free orange cake', 'Whole-orange and almond cake.', 6.5, { diet: ['V', 'GF', 'DF'] }],
    ],
  },
  {
    id: 'brekkie',
    name: 'Brekkie',
    images: ['toast-avo', 'plate-eggs', 'fruit-bowl'],
    prep: 10,
    dishes: [
      ['Avo toast', 'Avocado, lemon, chilli flakes and feta on rye.', 17, { diet: ['V', 'EF'] }],
      ['Eggs on toast', 'Two eggs your way on sourdough.', 12, { groups: ['cafe-eggs'], diet: ['V', 'NF'] }],
      ['Bacon and egg roll', 'Bacon, fried egg, cheese and barbecue sauce on a milk bun.', 11, { status: 2, diet: ['NF'] }],
      ['Granola bowl', 'Toasted granola, yoghurt, poached pear.', 13, { img: 'fruit-bowl', diet: ['V'] }],
    ],
  },
  {
    id: 'lunch',
    name: 'Lunch',
    images: ['sandwich', 'salad-grain', 'soup'],
    prep: 10,
    dishes: [
      ['Chicken pesto toastie', 'Chicken, basil pesto, mozzarella and sundried tomato.', 13],
      ['Soup of the day', 'Ask us! Served with toasted sourdough.', 12, { img: 'soup', diet: ['V'] }],
      ['Grain bowl', 'Brown rice, roast vegetables, greens, tahini and seeds.', 16, { img: 'salad-grain', diet: ['VG', 'DF', 'EF'] }],
    ],
  },
];

/** The Daily Grind, an independent Canberra cafe: coffee-led menu with a stamp card. */
export function buildCafeMenu(storeId: string): TMenu {
  const built = CATEGORIES.map((def, i) => buildCategory(def, { taxRate: 0.1, rewardPointsPerDollar: 2, order: i + 1 }));
  return {
    MenuID: `daily-grind-${storeId}`,
    MenuName: 'Cafe menu',
    OrderTypes: { Delivery: false, Takeaway: true, EatIn: true },
    Products: keyById(built.flatMap((b) => b.products)),
    ModifierGroups: keyById([
      optionGroup(
        'cafe-size',
        'Cup',
        [
          ['Small', 0],
          ['Regular', 0.5],
          ['Large', 1],
        ],
        { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1 },
      ),
      optionGroup(
        'cafe-milk',
        'Milk',
        [
          ['Full cream', 0],
          ['Skim', 0],
          ['Oat', 0.7],
          ['Almond', 0.7],
          ['Soy', 0.6],
        ],
        { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1 },
      ),
      optionGroup(
        'cafe-eggs',
        'Eggs',
        [
          ['Poached', 0],
          ['Fried', 0],
          ['Scrambled', 0],
        ],
        { IsSingleSel: true, IsForceSel: true, MinimumSelection: 1 },
      ),
      optionGroup(
        'cafe-toast-extras',
        'Extras',
        [
          ['Maple butter', 1],
          ['Ricotta and honey', 2],
        ],
        { MaximumSelection: 2 },
      ),
    ]),
    Categories: built.map((b) => b.category),
    PriceTriggers: [
      {
        ID: `dg-${storeId}-coffee-croissant`,
        Name: 'Coffee and pastry $9',
        TriggerType: 2,
        OutcomeType: 0,
        RunType: 2,
        TriggerMode: 0,
        OutcomePriceType: 2,
        FixedPriceValue: 9,
        Priority: 1,
        StartAt: START_2024,
        EndAt: END_2030,
        ProductTagConditions: [
          { ProductTagID: 'coffee', Quantity: 1 },
          { ProductTagID: 'pastry', Quantity: 1 },
        ],
      },
    ],
    EarningRules: [{ DollarSpent: 5, Point: 10 }],
    RedemptionRules: [{ Point: 100, Name: 'Free coffee', ProductVariant: 'flat-white' }],
    StampCards: [
      {
        ID: 'grind-coffee-card',
        Name: 'Coffee loyalty card',
        Description: 'Every 10th coffee is free.',
        RequiredStamps: 9,
        StampsPerItem: 1,
        QualifyingCategoryIDs: ['coffee'],
        RewardProductID: 'flat-white',
      },
    ],
    LifeStyleChoices: DEMO_LIFESTYLE_CHOICES,
    PointsToDollarRatio: 20,
  };
}
