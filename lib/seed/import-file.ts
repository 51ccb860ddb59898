import { z } from 'zod';
import { ZCouponSchema, ZHeadOfficeSchema, ZMenuSchema, ZStoreSchema } from '../schemas/entities';
import { crossCheck, type TIndexed, type TStoreRef } from './import-cross-checks';
import { formatPath } from './import-path';
import type { TImportData } from './types';

/** The import file: { headOffices?, stores, menus: { [storeId]: [menu...] }, coupons? }. */
export const ZImportFileSchema = z.strictObject({
  headOffices: z.array(ZHeadOfficeSchema).optional(),
  stores: z.array(ZStoreSchema).min(1, 'The file must contain at least one store'),
  menus: z.record(z.string(), z.array(ZMenuSchema)),
  coupons: z.array(ZCouponSchema).optional(),
});

export type TImportIssue = { path: string; message: string };
export type TImportResult = { ok: true; data: TImportData } | { ok: false; issues: TImportIssue[] };

/**
 * Validates a store owner's JSON (already parsed) with the entity schemas and cross-checks it.
 * Reports every problem at once, each with a readable path (stores[2].Location.Postcode):
 * schema problems, then cross-check problems among the documents that are valid on their own.
 * Pure: the import script reads the file and writes the result.
 */
export function parseImportFile(json: unknown): TImportResult {
  const parsed = ZImportFileSchema.safeParse(json);
  const issues: TImportIssue[] = parsed.success ? [] : parsed.error.issues.flatMap(toImportIssues);
  const valid = parsed.success ? indexAll(parsed.data) : validParts(json);
  for (const issue of crossCheck(valid)) issues.push({ path: formatPath(issue.path), message: issue.message });
  if (parsed.success && issues.length === 0) {
    const { headOffices = [], stores, menus, coupons = [] } = parsed.data;
    return { ok: true, data: { headOffices, stores, menus, coupons } };
  }
  return { ok: false, issues };
}

/** An unknown key is one issue per key, pointing at the key itself so it is easy to find. */
function toImportIssues(issue: z.core.$ZodIssue): TImportIssue[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: formatPath([...issue.path, key]), message: `Unknown field "${key}" (check the spelling)` }));
  }
  return [{ path: formatPath(issue.path), message: issue.message }];
}

type TValidParts = Parameters<typeof crossCheck>[0];

const indexed = <T>(list: readonly T[]): TIndexed<T>[] => list.map((value, index) => ({ index, value }));

function indexAll(data: z.infer<typeof ZImportFileSchema>): TValidParts {
  return {
    headOffices: data.headOffices ? indexed(data.headOffices) : undefined,
    stores: indexed(data.stores),
    storeRefs: indexed(data.stores),
    menus: Object.fromEntries(Object.entries(data.menus).map(([id, menus]) => [id, indexed(menus)])),
    coupons: indexed(data.coupons ?? []),
  };
}

/** The documents of an invalid file that are valid on their own, so cross-checks can still run. */
function validParts(json: unknown): TValidParts {
  const root = isRecord(json) ? json : {};
  const pick = <T>(list: unknown, schema: z.ZodType<T>): TIndexed<T>[] =>
    Array.isArray(list)
      ? list.flatMap((item, index) => {
          const result = schema.safeParse(item);
          return result.success ? [{ index, value: result.data }] : [];
        })
      : [];
  const rawMenus = isRecord(root.menus) ? root.menus : {};
  const menus = Object.fromEntries(Object.entries(rawMenus).map(([id, list]) => [id, pick(list, ZMenuSchema)]));
  const incompleteMenuStores = new Set(
    Object.entries(rawMenus)
      .filter(([id, list]) => !Array.isArray(list) || list.length !== menus[id].length)
      .map(([id]) => id),
  );
  return {
    headOffices: Array.isArray(root.headOffices) ? pick(root.headOffices, ZHeadOfficeSchema) : undefined,
    stores: pick(root.stores, ZStoreSchema),
    storeRefs: Array.isArray(root.stores) ? indexed(root.stores.map(storeRef)) : [],
    menus,
    coupons: pick(root.coupons, ZCouponSchema),
    incompleteMenuStores,
  };
}

/** The identity strings of a raw store entry, whatever else is wrong with it. */
function storeRef(entry: unknown): TStoreRef {
  if (!isRecord(entry)) return {};
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
  return { ID: text(entry.ID), Slug: text(entry.Slug), Name: text(entry.Name) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
