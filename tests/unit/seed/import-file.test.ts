import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseImportFile, type TImportResult } from '@/lib/seed';
import { formatPath } from '@/lib/seed/import-path';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(__dirname, '../../fixtures/import', name), 'utf8'));
const paths = (result: TImportResult) => (result.ok ? [] : result.issues.map((i) => i.path));

/** A small valid file, cloned so each test can break it. */
function validFile(): { stores: Record<string, unknown>[]; menus: Record<string, Record<string, unknown>[]>; coupons?: unknown[]; headOffices?: unknown[] } {
  return structuredClone(fixture('valid-store.json')) as ReturnType<typeof validFile>;
}

describe('parseImportFile', () => {
  it('accepts the valid fixture and returns typed data', () => {
    const result = parseImportFile(fixture('valid-store.json'));
    expect(paths(result)).toEqual([]);
    if (!result.ok) return;
    expect(result.data.stores.map((s) => s.ID)).toEqual(['9001']);
    expect(Object.keys(result.data.menus)).toEqual(['9001']);
    expect(result.data.coupons).toHaveLength(1);
    expect(result.data.headOffices).toHaveLength(1);
  });

  it('defaults missing headOffices and coupons to empty lists', () => {
    const file = validFile();
    delete file.headOffices;
    delete file.coupons;
    delete file.stores[0].HQCompanyID;
    const result = parseImportFile(file);
    expect(result).toMatchObject({ ok: true, data: { headOffices: [], coupons: [] } });
  });

  it('reports every problem of the invalid fixture with its path', () => {
    const result = parseImportFile(fixture('invalid-store.json'));
    expect(result.ok).toBe(false);
    expect(paths(result)).toEqual(
      expect.arrayContaining([
        'stores[0].Location.Postcode',
        'stores[0].OperatingHours[0].DayOfWeek',
        'stores[0].OperatingHours[0].ClosingTime',
        'stores[0].EnablePreorderForPickup',
        'stores[2].TimezoneIanaFormat',
        'stores[2].ID',
        'stores[2].Slug',
        'menus["9102"][0].Products.pie.TaxRate',
        'menus["9102"][1].Categories[0].SubMenuItems[1].ProductID',
        'menus["9102"][1].Products.roll.ModifierGroups[0]',
        'menus["9999"]',
        'coupons[0].PercentageValue',
      ]),
    );
  });

  it('checks the tables: a code too short to be unguessable, a name listed twice and table 0 (the digital display) are refused', () => {
    const file = validFile();
    file.stores[0].Tables = [
      { Name: '1', SecurityCode: 'abc' },
      { Name: '2', SecurityCode: 'c9HsN4yUe6JdQ1aF' },
      { Name: '2', SecurityCode: 'Xq3vR8kLm2PzT7wB' },
      { Name: '0', SecurityCode: 'Xq3vR8kLm2PzT7wC' },
    ];
    expect(paths(parseImportFile(file))).toEqual(['stores[0].Tables[0].SecurityCode', 'stores[0].Tables[3].Name', 'stores[0].Tables[2].Name']);
  });

  it('names an unknown key by its own path', () => {
    const file = validFile();
    file.stores[0].Colour = 'red';
    const result = parseImportFile(file);
    expect(result.ok ? [] : result.issues).toEqual([{ path: 'stores[0].Colour', message: 'Unknown field "Colour" (check the spelling)' }]);
  });

  it('refuses a file that is not an object or has no stores', () => {
    expect(paths(parseImportFile(null))).toEqual(['']);
    expect(paths(parseImportFile([]))).toEqual(['']);
    expect(paths(parseImportFile({ stores: [], menus: {} }))).toEqual(['stores']);
    expect(paths(parseImportFile({ stores: [] }))).toEqual(expect.arrayContaining(['stores', 'menus']));
  });

  it('reports a menu for an unknown store, but not for a known store that is itself invalid', () => {
    const file = validFile();
    file.menus['1234'] = file.menus['9001'];
    expect(paths(parseImportFile(file))).toEqual(['menus["1234"]']);
    const broken = validFile();
    broken.stores[0].TimezoneIanaFormat = 'Mars/Base';
    expect(paths(parseImportFile(broken))).toEqual(['stores[0].TimezoneIanaFormat']);
  });

  it('reports duplicate store ids, slugs and names', () => {
    const file = validFile();
    file.stores.push({ ...file.stores[0] });
    expect(paths(parseImportFile(file))).toEqual(['stores[1].ID', 'stores[1].Slug', 'stores[1].Name']);
  });

  it('reports an unknown head office only when the file has head offices', () => {
    const file = validFile();
    file.stores[0].HQCompanyID = '8888';
    expect(paths(parseImportFile(file))).toEqual(['stores[0].HQCompanyID']);
    delete file.headOffices;
    expect(paths(parseImportFile(file))).toEqual([]);
  });

  it('checks references inside a menu', () => {
    const file = validFile();
    const menu = file.menus['9001'][0] as {
      Products: Record<string, Record<string, unknown>>;
      ModifierGroups: Record<string, { Modifiers: Record<string, unknown>[] }>;
      Categories: { SubMenuItems: Record<string, unknown>[] }[];
      [k: string]: unknown;
    };
    menu.Products['beef-pie'].ModifierGroups = ['pie-sauce', 'gravy'];
    menu.ModifierGroups['pie-sauce'].Modifiers[0].ModifierGroups = ['pie-sauce'];
    menu.ModifierGroups['pie-sauce'].Modifiers[1].LinkedProductID = 'ghost';
    menu.Categories[0].SubMenuItems[0].ProductAllergy = ['nut-free'];
    menu.PriceTriggers = [
      {
        ID: 't',
        Name: 'T',
        TriggerType: 1,
        OutcomeType: 1,
        RunType: 1,
        TriggerMode: 0,
        OutcomePriceType: 2,
        FixedPriceValue: 5,
        Priority: 1,
        StartAt: 0,
        EndAt: 10,
        ProductOutcomes: ['meal'],
        ProductCategoryConditions: [{ ProductCategoryID: 'burgers', Quantity: 1 }],
        ProductTagConditions: [{ ProductTagID: 'hot', Quantity: 1 }],
        ProductOutcomesTag: ['cold'],
      },
    ];
    menu.RedemptionRules = [{ Point: 10, Name: 'x', ProductVariant: 'nothing' }];
    menu.StampCards = [{ ID: 's', Name: 'S', RequiredStamps: 5, RewardProductID: 'nothing', QualifyingCategoryIDs: ['tea'] }];
    menu.SpecialCategories = { SCTypeGiftcard: { SubMenuItems: [{ ID: 'g', ProductID: 'gift', Name: 'Gift', Price: 10 }] } };
    expect(paths(parseImportFile(file)).sort()).toEqual(
      [
        'menus["9001"][0].Categories[0].SubMenuItems[0].ProductAllergy[0]',
        'menus["9001"][0].ModifierGroups["pie-sauce"].Modifiers[0].ModifierGroups[0]',
        'menus["9001"][0].ModifierGroups["pie-sauce"].Modifiers[1].LinkedProductID',
        'menus["9001"][0].PriceTriggers[0].ProductCategoryConditions[0].ProductCategoryID',
        'menus["9001"][0].PriceTriggers[0].ProductOutcomes[0]',
        'menus["9001"][0].PriceTriggers[0].ProductOutcomesTag[0]',
        'menus["9001"][0].PriceTriggers[0].ProductTagConditions[0].ProductTagID',
        'menus["9001"][0].Products["beef-pie"].ModifierGroups[1]',
        'menus["9001"][0].RedemptionRules[0].ProductVariant',
        'menus["9001"][0].SpecialCategories.SCTypeGiftcard.SubMenuItems[0].ProductID',
        'menus["9001"][0].StampCards[0].QualifyingCategoryIDs[0]',
        'menus["9001"][0].StampCards[0].RewardProductID',
      ].sort(),
    );
  });

  it('checks coupons against stores and their menus', () => {
    const file = validFile();
    file.coupons = [
      { CouponCode: 'A', StoreID: '7777', FreeDollar: 5 },
      { CouponCode: 'B', StoreID: '9001', FreeDollar: 5, Product: 'ghost', CouponCategory: [{ ID: 'nope' }] },
      { CouponCode: 'b', StoreID: '9001', FreeDollar: 2 },
    ];
    expect(paths(parseImportFile(file)).sort()).toEqual(['coupons[0].StoreID', 'coupons[1].CouponCategory[0].ID', 'coupons[1].Product', 'coupons[2].CouponCode']);
  });

  it('reports a product key that differs from its ID', () => {
    const file = validFile();
    const menu = file.menus['9001'][0] as { Products: Record<string, Record<string, unknown>> };
    menu.Products['flat-white'].ID = 'latte';
    expect(paths(parseImportFile(file))).toEqual(['menus["9001"][0].Products["flat-white"].ID']);
  });
});

describe('formatPath', () => {
  it('reads like JSON access', () => {
    expect(formatPath(['stores', 2, 'Location', 'Postcode'])).toBe('stores[2].Location.Postcode');
    expect(formatPath(['stores', 0, '3DSecureMinimumSpend'])).toBe('stores[0]["3DSecureMinimumSpend"]');
    expect(formatPath([])).toBe('');
  });
});
