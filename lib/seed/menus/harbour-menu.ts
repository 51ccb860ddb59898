import type { TMenu, TPriceTrigger, TProduct } from '../../schemas/entities';
import { demoImage } from '../images';
import { HARBOUR_CATEGORIES } from './harbour-dishes';
import { harbourOptionGroups } from './harbour-options';
import { buildCategory, DEMO_LIFESTYLE_CHOICES, keyById } from './menu-builder';
import { END_2030, START_2024 } from './seed-time';

const GST = 0.1;

/**
 * Products reached only through price triggers (meal upgrades) or the gift-card category. A
 * meal-upgrade product carries the option groups of the meal parts; the parts are priced like
 * options (fries 8 + drink 4.5) and the roll-into rule takes a flat amount off, so the product
 * itself costs nothing.
 */
function extraProducts(): TProduct[] {
  return [
    {
      ID: 'meal-upgrade',
      Name: 'Make it a meal',
      ShortDescription: 'Fries (or a side) and a drink with your burger for $6.50 more.',
      PhotoUrl: demoImage('fries'),
      Price: 0,
      TaxRate: GST,
      ModifierGroups: ['meal-side', 'meal-drink'],
      ProductTagIDs: ['meal-upgrade'],
    },
    {
      ID: 'combo-upgrade',
      Name: 'Add chips and a drink',
      ShortDescription: 'Shoestring fries and a drink with your wrap or sandwich for $5.50 more.',
      PhotoUrl: demoImage('fries'),
      Price: 0,
      TaxRate: GST,
      ModifierGroups: ['meal-side', 'meal-drink'],
      ProductTagIDs: ['meal-upgrade'],
    },
    ...[25, 50, 100].map((value): TProduct => ({
      ID: `gift-card-${value}`,
      Name: `$${value} gift card`,
      ShortDescription: `A $${value} Harbour & Co. e-gift card, emailed to the recipient with your message.`,
      PhotoUrl: demoImage(`giftcard-${value}` as 'giftcard-25' | 'giftcard-50' | 'giftcard-100'),
      Price: value,
      // Gift cards are GST-free when sold: the tax is paid when the card is spent.
      TaxRate: 0,
      ProductTagIDs: ['gift-card'],
    })),
  ];
}

/**
 * Discount rules of every kind, mode, outcome and price type, active 2024 to 2030, written for
 * the engine's rules in lib/domain/discounts/README.md. Priority ascending is the evaluation order.
 */
function harbourPriceTriggers(prefix: string): TPriceTrigger[] {
  const window = { StartAt: START_2024, EndAt: END_2030 };
  return [
    {
      // Roll into meal: fries 8 + drink 4.5 = 12.50, less 6 = $6.50 more for the meal.
      ID: `${prefix}-meal`,
      Name: 'Make it a meal for $6.50',
      Description: 'Add fries and a drink to any burger and save $6.',
      TriggerType: 1,
      OutcomeType: 1,
      RunType: 2,
      TriggerMode: 1,
      OutcomePriceType: 0,
      Priority: 1,
      ...window,
      DiscountFlatValue: 6,
      ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 1 }],
      IsOutcomeLinkedToProduct: true,
      ProductOutcomes: ['meal-upgrade'],
    },
    {
      ID: `${prefix}-combo`,
      Name: 'Wrap combo for $5.50',
      Description: 'Chips and a drink with any wrap or sandwich and save $7.',
      TriggerType: 1,
      OutcomeType: 1,
      RunType: 2,
      TriggerMode: 1,
      OutcomePriceType: 0,
      Priority: 2,
      ...window,
      DiscountFlatValue: 7,
      ProductCategoryConditions: [{ ProductCategoryID: 'wraps', Quantity: 1 }],
      IsOutcomeLinkedToProduct: true,
      ProductOutcomes: ['combo-upgrade'],
    },
    {
      // Per item, the condition units themselves at a fixed price.
      ID: `${prefix}-two-pizzas`,
      Name: 'Any two pizzas for $40',
      Description: 'Two pizzas of your choice for $40 (size and topping extras included).',
      TriggerType: 2,
      OutcomeType: 0,
      RunType: 2,
      TriggerMode: 0,
      OutcomePriceType: 2,
      Priority: 5,
      ...window,
      FixedPriceValue: 40,
      ProductCategoryConditions: [{ ProductCategoryID: 'pizza', Quantity: 2 }],
    },
    {
      // Per item, one unit from tags per coffee.
      ID: `${prefix}-coffee-dessert`,
      Name: '$3 off a dessert with your coffee',
      Description: 'Pair any coffee or tea with a dessert.',
      TriggerType: 2,
      OutcomeType: 3,
      RunType: 2,
      TriggerMode: 0,
      OutcomePriceType: 0,
      Priority: 6,
      ...window,
      DiscountFlatValue: 3,
      ProductTagConditions: [{ ProductTagID: 'coffee', Quantity: 1 }],
      ProductOutcomesTag: ['dessert'],
    },
    {
      // Whole order gate, outcome on every cold drink (tags).
      ID: `${prefix}-burger-drinks`,
      Name: '$1 off cold drinks with a burger',
      Description: 'Every cold drink is $1 less when your order has a burger.',
      TriggerType: 0,
      OutcomeType: 5,
      RunType: 1,
      TriggerMode: 0,
      OutcomePriceType: 0,
      Priority: 7,
      ...window,
      DiscountFlatValue: 1,
      ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 1 }],
      ProductOutcomesTag: ['cold-drink'],
    },
    {
      ID: `${prefix}-free-dessert`,
      Name: 'Free dessert on orders over $60',
      Description: 'Choose a dessert up to $12 on us.',
      TriggerType: 0,
      OutcomeType: 2,
      RunType: 1,
      TriggerMode: 1,
      OutcomePriceType: 3,
      Priority: 8,
      ...window,
      DiscountFlatValue: 12,
      MinimumSpend: 60,
      ProductOutcomesCategory: ['desserts'],
      IsMostExpensiveFirst: true,
      NotApplicableWithCoupon: true,
    },
    {
      ID: `${prefix}-ten-off-80`,
      Name: '10% off orders over $80',
      Description: 'Automatically applied to orders of $80 or more.',
      TriggerType: 0,
      OutcomeType: 0,
      RunType: 1,
      TriggerMode: 0,
      OutcomePriceType: 1,
      Priority: 10,
      ...window,
      DiscountPercentageValue: 0.1,
      MinimumSpend: 80,
      NotApplicableWithCoupon: true,
    },
    {
      ID: `${prefix}-sides-checkout`,
      Name: '20% off sides at checkout',
      Description: 'Add a side at checkout and save 20%.',
      TriggerType: 0,
      OutcomeType: 4,
      RunType: 1,
      TriggerMode: 3,
      OutcomePriceType: 1,
      Priority: 12,
      ...window,
      DiscountPercentageValue: 0.2,
      ProductOutcomesCategory: ['sides'],
    },
    {
      ID: `${prefix}-kids-manual`,
      Name: 'Kids meal $5 off with an adult main (ask staff)',
      Description: 'Applied on request: one kids meal per adult main.',
      TriggerType: 2,
      OutcomeType: 2,
      RunType: 2,
      TriggerMode: 2,
      OutcomePriceType: 0,
      Priority: 14,
      ...window,
      DiscountFlatValue: 5,
      ProductTagConditions: [{ ProductTagID: 'main', Quantity: 1 }],
      ProductOutcomesCategory: ['kids'],
    },
    {
      ID: `${prefix}-first-order`,
      Name: '$5 off your first order',
      Description: 'Welcome gift for first-time customers.',
      TriggerType: 0,
      OutcomeType: 0,
      RunType: 1,
      TriggerMode: 4,
      OutcomePriceType: 0,
      Priority: 20,
      ...window,
      DiscountFlatValue: 5,
      MinimumSpend: 20,
    },
    {
      ID: `${prefix}-winter`,
      Name: 'Winter warmer: 15% off Asian bowls',
      Description: 'Paused for summer.',
      IsDisabled: true,
      TriggerType: 0,
      OutcomeType: 5,
      RunType: 1,
      TriggerMode: 0,
      OutcomePriceType: 1,
      Priority: 30,
      ...window,
      DiscountPercentageValue: 0.15,
      ProductOutcomesTag: ['bowl'],
    },
  ];
}

/** The Harbour & Co. brand menu: 16 categories, 145 dishes, 29 option groups. */
export function buildHarbourMenu(storeId: string): TMenu {
  const built = HARBOUR_CATEGORIES.map((def, index) => buildCategory(def, { taxRate: GST, rewardPointsPerDollar: 1, order: index + 1 }));
  const products = [...built.flatMap((b) => b.products), ...extraProducts()];
  return {
    MenuID: `harbour-all-day-${storeId}`,
    MenuName: 'All day menu',
    OrderTypes: { Delivery: true, Takeaway: true, EatIn: true },
    Products: keyById(products),
    ModifierGroups: keyById(harbourOptionGroups()),
    Categories: built.map((b) => b.category),
    SpecialCategories: {
      SCTypeGiftcard: {
        SubMenuItems: [25, 50, 100].map((value) => ({ ID: `gc-${value}`, ProductID: `gift-card-${value}`, Name: `$${value} gift card`, Price: value })),
      },
    },
    PriceTriggers: harbourPriceTriggers(`ht-${storeId}`),
    EarningRules: [{ ID: 'earn-1', DollarSpent: 1, Point: 1 }],
    RedemptionRules: [
      { ID: 'redeem-coffee', Point: 100, Name: 'Free flat white', ProductVariant: 'flat-white' },
      { ID: 'redeem-dessert', Point: 250, Name: 'Free sticky date pudding', ProductVariant: 'sticky-date-pudding' },
      { ID: 'redeem-burger', Point: 400, Name: 'Free classic cheeseburger', ProductVariant: 'classic-cheeseburger' },
    ],
    StampCards: [
      {
        ID: 'harbour-coffee-card',
        Name: 'Coffee card',
        Description: 'Buy 9 coffees, your 10th is on us.',
        RequiredStamps: 9,
        StampsPerItem: 1,
        QualifyingCategoryIDs: ['coffee'],
        RewardProductID: 'flat-white',
      },
    ],
    LifeStyleChoices: DEMO_LIFESTYLE_CHOICES,
    // 20 points are worth $1 (points value = RewardPoints / ratio).
    PointsToDollarRatio: 20,
    IsEarnPointsWhenRedeem: false,
  };
}
