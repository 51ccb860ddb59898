import { normaliseDayOfWeek } from '../time/day-of-week';
import { isoWeekday } from '../time/local-date';
import { parseTimeOfDay } from '../time/time-of-day';
import { toZonedParts } from '../time/zoned-time';

/**
 * When a menu applies (MenuTimeSettings with MenuId). The spec names only MenuId; weekdays and
 * a StartTime/EndTime window are the entity schema's; a missing part means "any".
 */
export interface MenuTimeSetting {
  MenuId: string;
  DayOfWeek?: readonly (number | string)[] | number | string | null;
  StartTime?: string | null;
  EndTime?: string | null;
}

export interface MenuSelectionEntry {
  MenuID: string;
  MenuName: string;
  MenuTimeSettings?: readonly MenuTimeSetting[] | null;
}

export interface ActiveMenuOptions {
  now: Date;
  /** The store's TimezoneIanaFormat: menu times are store-local. */
  timeZone: string;
  /** The `menu` query parameter: selects a named menu (name or id, case-insensitive). */
  menuQuery?: string | null;
}

function weekdays(setting: MenuTimeSetting): number[] | null {
  if (setting.DayOfWeek === null || setting.DayOfWeek === undefined) return null;
  const list = Array.isArray(setting.DayOfWeek) ? setting.DayOfWeek : [setting.DayOfWeek];
  return list.map((d) => normaliseDayOfWeek(d as number | string)).filter((d): d is number => d !== null);
}

/**
 * Whether a setting covers a store-local weekday and minute. A window whose end is at or before
 * its start passes midnight; its early-morning part belongs to the previous weekday.
 */
export function menuTimeSettingApplies(setting: MenuTimeSetting, weekday: number, minutes: number): boolean {
  const days = weekdays(setting);
  const start = parseTimeOfDay(setting.StartTime);
  const end = parseTimeOfDay(setting.EndTime);
  const onDay = (day: number) => days === null || days.includes(day);
  if (start === null || end === null) return onDay(weekday);
  if (end > start) return onDay(weekday) && minutes >= start && minutes < end;
  const previous = weekday === 1 ? 7 : weekday - 1;
  return (onDay(weekday) && minutes >= start) || (onDay(previous) && minutes < end);
}

function byQuery<T extends MenuSelectionEntry>(menus: readonly T[], query: string): T | undefined {
  const wanted = query.trim().toLowerCase();
  return menus.find((m) => m.MenuName.trim().toLowerCase() === wanted) ?? menus.find((m) => m.MenuID.toLowerCase() === wanted);
}

/**
 * The menu to show at `now` (the caller re-evaluates every 30 s):
 * 1. a `menu` query naming an existing menu wins;
 * 2. else the first time setting (menus in order, settings in order) that covers now;
 * 3. else the first menu no time setting governs, else the first menu; null with no menus.
 */
export function selectActiveMenu<T extends MenuSelectionEntry>(menus: readonly T[], options: ActiveMenuOptions): T | null {
  if (menus.length === 0) return null;
  if (options.menuQuery) {
    const named = byQuery(menus, options.menuQuery);
    if (named) return named;
  }
  const wall = toZonedParts(options.now, options.timeZone);
  const weekday = isoWeekday(wall);
  const minutes = wall.hour * 60 + wall.minute + wall.second / 60;
  const settings = menus.flatMap((m) => m.MenuTimeSettings ?? []);
  for (const setting of settings) {
    if (!menuTimeSettingApplies(setting, weekday, minutes)) continue;
    const menu = menus.find((m) => m.MenuID === setting.MenuId);
    if (menu) return menu;
  }
  const governed = new Set(settings.map((s) => s.MenuId));
  return menus.find((m) => !governed.has(m.MenuID)) ?? menus[0];
}

/**
 * The ids of products the store sells on its other menus but not on `active` (issue 36 #11): a
 * cart line of one of them is "not on the menu at this time", not "no longer sold". Sorted.
 */
export function soldAtOtherTimes(
  active: { MenuID: string; Products: Readonly<Record<string, unknown>> },
  menus: readonly { MenuID: string; Products: Readonly<Record<string, unknown>> }[],
): string[] {
  const now = new Set(Object.keys(active.Products));
  const other = new Set(menus.filter((menu) => menu.MenuID !== active.MenuID).flatMap((menu) => Object.keys(menu.Products)));
  return [...other].filter((id) => !now.has(id)).sort();
}
