import fc from 'fast-check';
import {
  applyPointsChange,
  applyStampDeltas,
  findReward,
  menuRewards,
  orderLoyaltyChange,
  rewardCosts,
  rewardOptions,
  stampsEarnedBy,
  stampsHeld,
  type OrderLoyaltyState,
} from '@/lib/domain/loyalty';

const STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 19, 20];

const member = (overrides: Partial<OrderLoyaltyState> = {}): OrderLoyaltyState => ({
  memberId: 'u1',
  redeemPoints: 0,
  rewardPoints: 0,
  stampsRedeemed: [],
  stampsEarned: [],
  returned: false,
  credited: false,
  ...overrides,
});

/** Runs the statuses through the rule as writeOrderStatus does, keeping the balance and the order's flags. */
function run(order: OrderLoyaltyState, statuses: number[], start: number) {
  let state = order;
  let balance = { RewardPoints: start, EarnedRewardPoints: 0, SpentRewardPoints: order.redeemPoints };
  let credits = 0;
  let returns = 0;
  for (const to of statuses) {
    const change = orderLoyaltyChange(state, to);
    if (!change) continue;
    if (change.pointsEarned > 0) credits += 1;
    if (change.pointsReturned > 0) returns += 1;
    balance = applyPointsChange(balance, change);
    state = { ...state, returned: change.returned, credited: change.credited };
  }
  return { balance, credits, returns };
}

describe('an order’s points as its status moves (part 1 §4, §9)', () => {
  it('credits earned points on completion and gives spent points back on failure, rejection or refund', () => {
    expect(orderLoyaltyChange(member({ rewardPoints: 25 }), 5)).toMatchObject({ pointsEarned: 25, credited: true });
    for (const to of [3, 6, 10, 11, 20]) expect(orderLoyaltyChange(member({ redeemPoints: 256 }), to)).toMatchObject({ pointsReturned: 256, returned: true });
    for (const to of [1, 2, 4, 9, 12, 18, 19]) expect(orderLoyaltyChange(member({ redeemPoints: 256, rewardPoints: 3 }), to)).toBeNull();
  });

  it('changes nothing for a guest', () => {
    for (const to of STATUSES) expect(orderLoyaltyChange(member({ memberId: null, redeemPoints: 10, rewardPoints: 10 }), to)).toBeNull();
  });

  it('whatever the statuses and repeats: credits at most once, returns at most once, never a negative balance', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(2000), fc.array(fc.constantFrom(...STATUSES), { maxLength: 30 }), (redeem, reward, start, statuses) => {
        const { balance, credits, returns } = run(member({ redeemPoints: redeem, rewardPoints: reward }), statuses, start);
        expect(credits).toBeLessThanOrEqual(1);
        expect(returns).toBeLessThanOrEqual(1);
        expect(balance.RewardPoints).toBeGreaterThanOrEqual(0);
        // Whatever happened, the member never ends with more than the start, what was spent and what was earned.
        expect(balance.RewardPoints).toBeLessThanOrEqual(start + redeem + reward);
      }),
    );
  });

  it('a completed order refunded takes back what it earned, down to zero at most', () => {
    const completed = member({ rewardPoints: 40, credited: true });
    const change = orderLoyaltyChange(completed, 10)!;
    expect(change).toMatchObject({ pointsTakenBack: 40, returned: true, credited: false });
    expect(applyPointsChange({ RewardPoints: 15, EarnedRewardPoints: 40, SpentRewardPoints: 0 }, change)).toEqual({
      RewardPoints: 0,
      EarnedRewardPoints: 25,
      SpentRewardPoints: 0,
    });
  });
});

describe('stamps (our stamp card: qualifying products or categories, StampsPerItem)', () => {
  const card = { ID: 'sc', RequiredStamps: 5, QualifyingProductIDs: ['p1'], QualifyingCategoryIDs: ['c-drinks'], StampsPerItem: 1 };
  it('earns a stamp per qualifying unit, none for reward lines, disabled or expired cards', () => {
    const lines = [
      { productId: 'p1', categoryIds: ['c1'], quantity: 2, reward: false },
      { productId: 'p9', categoryIds: ['c-drinks'], quantity: 3, reward: false },
      { productId: 'p1', categoryIds: [], quantity: 1, reward: true },
      { productId: 'p7', categoryIds: ['c2'], quantity: 4, reward: false },
    ];
    expect(stampsEarnedBy('1', lines, [card], 0)).toEqual([{ StoreID: '1', StampCardID: 'sc', Stamps: 5 }]);
    expect(stampsEarnedBy('1', lines, [{ ...card, Disabled: true }], 0)).toEqual([]);
    expect(stampsEarnedBy('1', lines, [{ ...card, ExpiredDate: 100 }], 200)).toEqual([]);
  });

  it('never holds fewer than zero stamps', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.array(fc.tuple(fc.nat(10), fc.constantFrom<1 | -1>(1, -1)), { maxLength: 20 }), (start, moves) => {
        let balances = applyStampDeltas([], [{ StoreID: '1', StampCardID: 'sc', Stamps: start }], 1);
        for (const [n, sign] of moves) balances = applyStampDeltas(balances, [{ StoreID: '1', StampCardID: 'sc', Stamps: n }], sign);
        expect(stampsHeld(balances, '1', 'sc')).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('rewards in the cart (lib/domain/loyalty/rewards.ts)', () => {
  const menu = {
    RedemptionRules: [
      { ID: 'coffee', Point: 100, Name: 'Free coffee', ProductVariant: 'flat-white' },
      { Point: 250, Name: 'Half-price pudding', ProductVariant: { ID: 'pudding' }, DiscountRate: 0.5 },
      { ID: 'gone', Point: 5, Name: 'Gone', ProductVariant: 'x', Disable: true },
      { ID: 'no-product', Point: 5, Name: 'Nothing' },
    ],
    StampCards: [{ ID: 'card', Name: 'Coffee card', RequiredStamps: 9, RewardProductID: 'flat-white' }],
  };

  it('offers active rules that name a product (rules without an id by their place) and stamp cards', () => {
    expect(menuRewards(menu, 0).map((r) => [r.type, r.id, r.ProductVariant, r.Point])).toEqual([
      ['points', 'coffee', 'flat-white', 100],
      ['points', 'rule-2', 'pudding', 250],
      ['stamps', 'card', 'flat-white', 9],
    ]);
    expect(findReward(menu, { type: 'points', id: 'rule-2' }, 0)).toMatchObject({ DiscountRate: 0.5 });
    expect(findReward(menu, { type: 'points', id: 'gone' }, 0)).toBeNull();
  });

  it('counts what the cart’s rewards cost and what is left to redeem', () => {
    const coffee = findReward(menu, { type: 'points', id: 'coffee' }, 0);
    const card = findReward(menu, { type: 'stamps', id: 'card' }, 0);
    const lines = [{ redemptionRule: coffee, quantity: 2 }, { redemptionRule: card, quantity: 1 }, { redemptionRule: { forged: true }, quantity: 5 }, { quantity: 3 }];
    expect(rewardCosts('1', lines)).toEqual({ points: 200, stamps: [{ StoreID: '1', StampCardID: 'card', Stamps: 9 }] });
    const options = rewardOptions({ menu, storeId: '1', rewardPoints: 320, stamps: [{ StoreID: '1', StampCardID: 'card', Stamps: 17 }], lines, nowSeconds: 0 });
    expect(options.map((o) => [o.reward.id, o.held, o.affordable])).toEqual([
      ['coffee', 320, true],
      ['rule-2', 320, false],
      ['card', 17, false],
    ]);
  });
});
