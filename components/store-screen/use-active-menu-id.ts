'use client';

import { useMemo } from 'react';
import { selectActiveMenu } from '@/lib/domain/menu/active-menu';
import type { MenuScheduleView } from '@/lib/views/store';

/**
 * The menu active at `nowMs` from the menus' time settings (spec part 1 §4: "Active menu
 * recomputed every 30 s"); a `menu` link parameter keeps its named menu.
 */
export function useActiveMenuId(schedule: MenuScheduleView, timeZone: string, menuQuery: string | null, nowMs: number): string | null {
  return useMemo(() => {
    if (schedule.menus.length === 0) return schedule.menuId;
    return selectActiveMenu(schedule.menus, { now: new Date(nowMs), timeZone, menuQuery })?.MenuID ?? schedule.menuId;
  }, [schedule, timeZone, menuQuery, nowMs]);
}
