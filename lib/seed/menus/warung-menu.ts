import type { TMenu } from '../../schemas/entities';
import { buildCategory, DEMO_LIFESTYLE_CHOICES, keyById, optionGroup, type TCategoryDef } from './menu-builder';
import { END_2030, START_2024 } from './seed-time';

/** Prices in rupiah (no decimals); Jakarta restaurant tax (PB1) is 10 %, shown with the label "tax". */
const CATEGORIES: readonly TCategoryDef[] = [
  {
    id: 'nasi',
    name: 'Nasi (rice dishes)',
    images: ['rice-fried', 'curry-rice'],
    groups: ['pedas'],
    prep: 12,
    dishes: [
      ['Nasi goreng kampung', 'Village-style fried rice with shrimp paste, fried egg, crackers and pickles.', 45000, { status: 2, diet: ['DF', 'H', 'S'] }],
      ['Nasi goreng seafood', 'Fried rice with prawns, squid and fish balls.', 58000, { diet: ['DF', 'H'] }],
      ['Nasi uduk komplit', 'Coconut rice with fried chicken, tempeh, egg, peanuts and sambal.', 48000, { diet: ['DF', 'H'] }],
      ['Nasi rendang', 'Slow-cooked Padang beef rendang with steamed rice and cassava leaves.', 62000, { img: 'curry-rice', diet: ['GF', 'DF', 'H', 'S'] }],
      ['Nasi campur Bali', 'Mixed rice with chicken betutu, sate lilit, long beans and sambal matah.', 55000, { status: 1, img: 'curry-rice', diet: ['DF', 'H', 'S'] }],
    ],
  },
  {
    id: 'mie',
    name: 'Mie (noodles)',
    images: ['noodle-soup', 'pasta-red'],
    groups: ['pedas'],
    prep: 12,
    dishes: [
      ['Mie goreng Jawa', 'Javanese fried egg noodles with chicken, cabbage and sweet soy.', 42000, { img: 'pasta-red', diet: ['DF', 'H'] }],
      ['Mie ayam bakso', 'Chicken noodles with beef meatballs, bok choy and broth on the side.', 38000, { diet: ['DF', 'H'] }],
      ['Kwetiau goreng', 'Wok-fried flat rice noodles with beef and bean sprouts.', 45000, { img: 'pasta-red', diet: ['DF', 'H'] }],
      ['Soto Betawi', 'Jakarta beef soup in coconut milk with potato, tomato and emping.', 52000, { diet: ['GF', 'H'] }],
    ],
  },
  {
    id: 'sate-bakar',
    name: 'Sate & bakar (grill)',
    images: ['satay', 'fish-grilled'],
    prep: 15,
    dishes: [
      ['Sate ayam Madura', 'Ten chicken skewers with peanut sauce, lontong and shallots.', 40000, { status: 2, groups: ['porsi'], diet: ['DF', 'H', 'GF'] }],
      ['Sate kambing', 'Ten goat skewers with sweet soy, tomato and shallot.', 55000, { groups: ['porsi'], diet: ['DF', 'H', 'GF', 'NF'] }],
      ['Ikan bakar Jimbaran', 'Grilled snapper basted with spiced sweet soy, with sambal and rice.', 85000, { img: 'fish-grilled', diet: ['DF', 'H', 'NF', 'S'] }],
      ['Ayam bakar Taliwang', 'Lombok-style grilled chicken with fiery chilli paste.', 60000, { diet: ['DF', 'H', 'NF', 'S'] }],
    ],
  },
  {
    id: 'sayur',
    name: 'Sayur (vegetables)',
    images: ['salad-green', 'salad-grain'],
    prep: 8,
    dishes: [
      ['Gado-gado', 'Blanched vegetables, tofu, tempeh, egg and lontong with peanut sauce.', 35000, { diet: ['V', 'GF', 'DF'] }],
      ['Tumis kangkung', 'Water spinach stir-fried with garlic, chilli and shrimp paste.', 28000, { diet: ['GF', 'DF', 'S'] }],
      ['Tempe mendoan', "Thin tempeh fritters with sweet soy and bird's eye chilli.", 25000, { img: 'plate-share', diet: ['VG', 'DF', 'EF', 'NF'] }],
    ],
  },
  {
    id: 'minuman',
    name: 'Minuman (drinks)',
    images: ['soda-lemon', 'iced-coffee', 'juice-orange', 'tea'],
    prep: 3,
    dishes: [
      ['Es teh manis', 'Sweet iced jasmine tea.', 12000, { img: 'soda-lemon', diet: ['VG', 'GF', 'DF', 'EF', 'NF'] }],
      ['Es jeruk', 'Fresh iced orange juice.', 18000, { img: 'juice-orange', diet: ['VG', 'GF', 'DF', 'EF', 'NF'] }],
      ['Kopi susu gula aren', 'Iced espresso with milk and palm sugar.', 28000, { status: 2, img: 'iced-coffee', diet: ['V', 'GF', 'EF', 'NF'] }],
      ['Es cendol', 'Pandan jelly, coconut milk and palm sugar over ice.', 22000, { img: 'smoothie-mango', diet: ['VG', 'GF', 'DF', 'EF', 'NF'] }],
      ['Teh tarik', 'Pulled milk tea.', 20000, { img: 'tea', diet: ['V', 'GF', 'EF', 'NF'] }],
    ],
  },
  {
    id: 'pencuci-mulut',
    name: 'Pencuci mulut (desserts)',
    images: ['plate-dessert', 'icecream-mango', 'cake-sticky'],
    prep: 5,
    dishes: [
      ['Pisang goreng keju', 'Fried banana with cheese and chocolate sprinkles.', 25000, { diet: ['V', 'NF'] }],
      ['Klepon', 'Pandan rice-cake balls filled with palm sugar, rolled in coconut.', 20000, { diet: ['VG', 'GF', 'DF', 'EF', 'NF'] }],
      ['Es campur', 'Shaved ice with fruit, jelly, condensed milk and syrup.', 27000, { img: 'icecream-mango', diet: ['V', 'GF', 'EF', 'NF'] }],
    ],
  },
];

/** Warung Nusantara, Jakarta: Indonesian locale, rupiah prices, tax label "tax". */
export function buildWarungMenu(storeId: string): TMenu {
  const built = CATEGORIES.map((def, i) => buildCategory(def, { taxRate: 0.1, rewardPointsPerDollar: 0.001, order: i + 1 }));
  return {
    MenuID: `warung-${storeId}`,
    MenuName: 'Menu utama',
    OrderTypes: { Delivery: true, Takeaway: true, EatIn: true },
    Products: keyById(built.flatMap((b) => b.products)),
    ModifierGroups: keyById([
      optionGroup(
        'pedas',
        'Tingkat pedas (spice level)',
        [
          ['Tidak pedas (not spicy)', 0],
          ['Sedang (medium)', 0],
          ['Pedas (hot)', 0],
          ['Extra pedas', 2000],
        ],
        {
          IsSingleSel: true,
          IsForceSel: true,
          AutoSelectMinVariants: true,
          MinimumSelection: 1,
        },
      ),
      optionGroup(
        'porsi',
        'Porsi (portion)',
        [
          ['10 tusuk (10 skewers)', 0],
          ['20 tusuk (20 skewers)', 35000],
        ],
        { IsSingleSel: true, IsForceSel: true, AutoSelectMinVariants: true, MinimumSelection: 1 },
      ),
    ]),
    Categories: built.map((b) => b.category),
    PriceTriggers: [
      {
        ID: `wn-${storeId}-hemat`,
        Name: 'Diskon 15% di atas Rp 250.000',
        Description: '15% off orders over Rp 250,000.',
        TriggerType: 0,
        OutcomeType: 0,
        RunType: 1,
        TriggerMode: 0,
        OutcomePriceType: 1,
        DiscountPercentageValue: 0.15,
        MinimumSpend: 250000,
        Priority: 1,
        StartAt: START_2024,
        EndAt: END_2030,
      },
    ],
    LifeStyleChoices: DEMO_LIFESTYLE_CHOICES,
    PointsToDollarRatio: 0,
  };
}
