import type { TCoupon } from '../schemas/entities';
import { END_2030, START_2024 } from './menus/seed-time';

const window = { StartAt: START_2024, EndAt: END_2030 };

/** Demo coupons. PercentageValue is a fraction; FreeDollar is dollars (or rupiah) off. */
export function demoCoupons(): TCoupon[] {
  const brand = ['1001', '1002', '1003', '1005'].flatMap((StoreID): TCoupon[] => [
    { CouponCode: 'WELCOME10', StoreID, Name: '10% off your order', PercentageValue: 0.1, ...window },
    { CouponCode: 'FREE5', StoreID, Name: '$5 off orders of $30 or more', FreeDollar: 5, MinSpent: 30, ...window },
  ]);
  return [
    ...brand,
    { CouponCode: 'DESSERT20', StoreID: '1001', Name: '20% off desserts', PercentageValue: 0.2, CouponCategory: [{ ID: 'desserts' }], ...window },
    { CouponCode: 'PIZZA5', StoreID: '1001', Name: '$5 off pizza', FreeDollar: 5, CouponCategory: [{ ID: 'pizza' }], MinSpent: 20, ...window },
    { CouponCode: 'FLATWHITE', StoreID: '1001', Name: '$2 off a flat white', FreeDollar: 2, Product: 'flat-white', ...window },
    { CouponCode: 'EXPIRED', StoreID: '1001', Name: 'Expired spring promotion', PercentageValue: 0.5, StartAt: START_2024, EndAt: Date.UTC(2024, 11, 31) / 1000 },
    { CouponCode: 'COFFEE2', StoreID: '2001', Name: '$2 off any coffee', FreeDollar: 2, CouponCategory: [{ ID: 'coffee' }], ...window },
    { CouponCode: 'STAYHAPPY', StoreID: '3001', Name: '15% off in-room dining', PercentageValue: 0.15, ...window },
    { CouponCode: 'HEMAT10', StoreID: '4001', Name: 'Hemat 10% (min. Rp 100.000)', PercentageValue: 0.1, MinSpent: 100000, ...window },
  ];
}
