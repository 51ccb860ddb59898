import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ZGuestCheckInSchema, ZMessageTemplateSchema, ZUserSchema, type TMenu, type TStore } from '@/lib/schemas/entities';
import { buildDemoData, FLAGSHIP_STORE_ID, parseImportFile } from '@/lib/seed';
import { isOrderTypeAvailable } from '@/lib/domain/availability/available-order-types';
import { availableSlotDates } from '@/lib/domain/time/time-slots';

const data = buildDemoData();
const store = (id: string): TStore => {
  const found = data.stores.find((s) => s.ID === id);
  if (!found) throw new Error(`no store ${id}`);
  return found;
};
const visible = data.stores.filter((s) => s.IsEnabled && !s.IsTest);
const biggest = Object.values(data.menus)
  .flat()
  .reduce<TMenu>((a, b) => (Object.keys(b.Products).length > Object.keys(a.Products).length ? b : a), data.menus[FLAGSHIP_STORE_ID][0]);

describe('buildDemoData', () => {
  it('is valid for the import (schemas and cross-checks)', () => {
    const result = parseImportFile({ headOffices: data.headOffices, stores: data.stores, menus: data.menus, coupons: data.coupons });
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('has valid users, check-ins and message templates', () => {
    for (const user of data.users) expect(ZUserSchema.safeParse(user).error).toBeUndefined();
    for (const c of data.guestCheckIns) expect(ZGuestCheckInSchema.safeParse(c).success).toBe(true);
    for (const t of data.messageTemplates) expect(ZMessageTemplateSchema.safeParse(t).error).toBeUndefined();
    expect(data.guestCheckIns).toEqual([]);
  });

  it('is deterministic', () => {
    expect(buildDemoData()).toEqual(data);
  });

  it('has a branded head office with at least 4 visible stores in different states and 2+ time zones', () => {
    const hq = data.headOffices[0];
    const brand = visible.filter((s) => s.HQCompanyID === hq.ID);
    expect(brand.length).toBeGreaterThanOrEqual(4);
    expect(new Set(brand.map((s) => s.Location.State)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(brand.map((s) => s.TimezoneIanaFormat)).size).toBeGreaterThanOrEqual(2);
  });

  it('has an independent store, a hotel with deliver-to-room and an Indonesian store', () => {
    expect(visible.some((s) => s.HQCompanyID === undefined)).toBe(true);
    const hotel = visible.find((s) => s.ChargeToRoom);
    expect(hotel?.ViewComponentConfigs?.DeliverToRoom).toBe(true);
    const indo = store('4001');
    expect([indo.CurrencyLocaleName, indo.TimezoneIanaFormat]).toEqual(['id-ID', 'Asia/Jakarta']);
    const prices = data.menus['4001'][0].Categories.flatMap((c) => c.SubMenuItems.map((i) => i.Price));
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(1000);
    expect(prices.every(Number.isInteger)).toBe(true);
  });

  it('has one disabled and one test store, both hidden', () => {
    expect(data.stores.filter((s) => !s.IsEnabled)).toHaveLength(1);
    expect(data.stores.filter((s) => s.IsTest)).toHaveLength(1);
  });

  it('keeps the flagship open 24 hours every day with every order type and no blackout or pop-up', () => {
    const flagship = store(FLAGSHIP_STORE_ID);
    expect(flagship.IsInOperation).toBe(true);
    expect(flagship.OperatingHours.map((h) => h.DayOfWeek).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const h of flagship.OperatingHours) expect([h.OpeningTime, h.ClosingTime]).toEqual(['00:00:00', '23:59:59']);
    expect(flagship.BlackoutDates ?? []).toEqual([]);
    expect(flagship.PopUpNotification).toBeUndefined();
    expect([flagship.Delivery, flagship.PickUp, flagship.EatIn]).toEqual([true, true, true]);
    expect(biggest).toBe(data.menus[FLAGSHIP_STORE_ID][0]);
  });

  it('keeps the hotel’s in-room dining open for deliver-to-room at every hour of every day', () => {
    const hotel = store('3001');
    const start = Date.UTC(2026, 5, 1);
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const now = new Date(start + hour * 3_600_000 + 17 * 60_000);
      expect({ now: now.toISOString(), open: isOrderTypeAvailable(hotel, 'room', now) }).toEqual({ now: now.toISOString(), open: true });
    }
  });

  it('has a store taking pickup pre-orders every day of the week, so some store takes an order at any hour', () => {
    const preOrder = visible.filter((s) => s.IsInOperation && s.EnablePreoderForPickup && s.PickUp !== false);
    expect(preOrder.length).toBeGreaterThan(0);
    const start = Date.UTC(2026, 5, 1);
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      const now = new Date(start + hour * 3_600_000);
      expect(preOrder.some((s) => isOrderTypeAvailable(s, 'pickup', now) && availableSlotDates(s, { kind: 'pickup', now }).length > 0)).toBe(true);
    }
  });

  it('has one visible store that is always closed, with a message', () => {
    const closed = visible.filter((s) => !s.IsInOperation);
    expect(closed).toHaveLength(1);
    expect(closed[0].ClosingStoreMessage).toBeTruthy();
  });

  it('uses unique numeric IDs, unique short slugs and unique names', () => {
    const ids = data.stores.map((s) => s.ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(new Set(data.stores.map((s) => s.Slug)).size).toBe(ids.length);
    expect(new Set(data.stores.map((s) => s.Name)).size).toBe(ids.length);
    for (const s of data.stores) expect(s.Slug.length).toBeLessThanOrEqual(20);
  });

  it('has a realistic biggest menu: 12+ categories, 120+ products, every badge', () => {
    expect(biggest.Categories.length).toBeGreaterThanOrEqual(12);
    expect(biggest.Categories.flatMap((c) => c.SubMenuItems).length).toBeGreaterThanOrEqual(120);
    const statuses = new Set(Object.values(biggest.Products).map((p) => p.Status));
    expect([1, 2, 3].every((s) => statuses.has(s as 1 | 2 | 3))).toBe(true);
    const names = Object.values(biggest.Products).map((p) => p.Name);
    expect(new Set(names).size).toBe(names.length);
    for (const p of Object.values(biggest.Products)) {
      expect(p.ShortDescription?.length).toBeGreaterThan(10);
      expect(p.PhotoUrl).toMatch(/^\/images\/demo\/[a-z0-9-]+\.svg$/);
    }
  });

  it('has option groups of every kind', () => {
    const groups = Object.values(biggest.ModifierGroups ?? {});
    expect(groups.some((g) => g.IsSingleSel)).toBe(true);
    expect(groups.some((g) => g.IsForceSel)).toBe(true);
    expect(groups.some((g) => (g.MinimumSelection ?? 0) >= 2 && g.MaximumSelection !== undefined)).toBe(true);
    expect(groups.some((g) => g.IncludeQuantity)).toBe(true);
    expect(groups.some((g) => g.AutoSelectMinVariants)).toBe(true);
    expect(groups.some((g) => g.Modifiers.some((m) => (m.ModifierGroups ?? []).length > 0))).toBe(true);
  });

  it('has discount rules of several kinds, modes and outcomes covering 2024 to 2030', () => {
    const triggers = biggest.PriceTriggers ?? [];
    expect(triggers.some((t) => t.TriggerType === 1 && (t.ProductOutcomes ?? []).length > 0)).toBe(true);
    expect(new Set(triggers.map((t) => t.TriggerType)).size).toBe(3);
    expect(new Set(triggers.map((t) => t.TriggerMode)).size).toBe(5);
    expect(new Set(triggers.map((t) => t.OutcomePriceType)).size).toBe(4);
    expect(new Set(triggers.map((t) => t.OutcomeType)).size).toBeGreaterThanOrEqual(5);
    for (const t of triggers) {
      expect(t.StartAt).toBeLessThanOrEqual(Date.UTC(2024, 0, 1) / 1000);
      expect(t.EndAt).toBeGreaterThanOrEqual(Date.UTC(2030, 11, 31) / 1000);
    }
  });

  it('has dietary tags, loyalty, stamps and gift cards', () => {
    expect(biggest.LifeStyleChoices?.Allergy?.length).toBeGreaterThan(0);
    expect(biggest.LifeStyleChoices?.Intolerance?.length).toBeGreaterThan(0);
    expect(biggest.LifeStyleChoices?.Preference?.length).toBeGreaterThan(0);
    expect(biggest.EarningRules?.length).toBeGreaterThan(0);
    expect(biggest.RedemptionRules?.length).toBeGreaterThan(0);
    expect(biggest.PointsToDollarRatio).toBeGreaterThan(0);
    expect(biggest.StampCards?.length).toBeGreaterThan(0);
    expect(biggest.SpecialCategories?.SCTypeGiftcard?.SubMenuItems.length).toBeGreaterThan(0);
  });

  it('has the coupons of the issue', () => {
    const flagshipCoupons = data.coupons.filter((c) => c.StoreID === FLAGSHIP_STORE_ID);
    expect(flagshipCoupons.find((c) => c.CouponCode === 'WELCOME10')?.PercentageValue).toBe(0.1);
    expect(flagshipCoupons.find((c) => c.CouponCode === 'FREE5')).toMatchObject({ FreeDollar: 5, MinSpent: 30 });
    expect(flagshipCoupons.some((c) => (c.CouponCategory ?? []).length > 0)).toBe(true);
  });

  it('has opening hours, blackout dates, delivery areas, fee rules, a pop-up and policies', () => {
    expect(data.stores.some((s) => (s.BlackoutDates ?? []).some((b) => b.Date.endsWith('-12-25')))).toBe(true);
    expect(store(FLAGSHIP_STORE_ID).DeliveryAreas?.length).toBeGreaterThan(0);
    expect(store(FLAGSHIP_STORE_ID).FreightFeeRules?.length).toBeGreaterThan(0);
    expect(visible.some((s) => s.PopUpNotification)).toBe(true);
    const policies = store(FLAGSHIP_STORE_ID).Policies;
    expect([policies?.PolicyTypePrivacy, policies?.PolicyTypeDelivery, policies?.PolicyTypeRefund].every(Boolean)).toBe(true);
    expect(store(FLAGSHIP_STORE_ID).TermsAndConditions).toBeTruthy();
  });

  it('has a store with several menus, one chosen by MenuTimeSettings', () => {
    const multi = Object.values(data.menus).find((menus) => menus.length > 1) ?? [];
    expect(multi.length).toBeGreaterThan(1);
    const ids = multi.map((m) => m.MenuID);
    const settings = multi.flatMap((m) => m.MenuTimeSettings ?? []);
    expect(settings.length).toBeGreaterThan(0);
    for (const s of settings) expect(ids).toContain(s.MenuId);
  });

  it('has a demo member with points and stamps', () => {
    const member = data.users.find((u) => u.email === 'demo@example.com');
    expect(member?.RewardPoints).toBeGreaterThan(0);
    expect(member?.Stamps?.length).toBeGreaterThan(0);
    expect(data.demoCredentials[0].email).toBe('demo@example.com');
  });

  it('refers only to images that exist under public/', () => {
    const json = JSON.stringify(data);
    const paths = new Set(json.match(/\/images\/demo\/[a-z0-9-]+\.svg/g) ?? []);
    expect(paths.size).toBeGreaterThan(10);
    const missing = [...paths].filter((p) => !existsSync(join(process.cwd(), 'public', p)));
    expect(missing).toEqual([]);
  });
});
