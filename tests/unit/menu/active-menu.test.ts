import { describe, expect, it } from '@jest/globals';
import { menuTimeSettingApplies, selectActiveMenu, soldAtOtherTimes } from '../../../lib/domain/menu/active-menu';

const breakfast = { MenuID: 'm-breakfast', MenuName: 'Breakfast', MenuTimeSettings: [{ MenuId: 'm-breakfast', StartTime: '06:00:00', EndTime: '11:00:00' }] };
const lunch = { MenuID: 'm-lunch', MenuName: 'Lunch', MenuTimeSettings: [{ MenuId: 'm-lunch', DayOfWeek: [1, 2, 3, 4, 5], StartTime: '11:00:00', EndTime: '15:00:00' }] };
const late = { MenuID: 'm-late', MenuName: 'Late Night', MenuTimeSettings: [{ MenuId: 'm-late', DayOfWeek: [5, 6], StartTime: '22:00:00', EndTime: '02:00:00' }] };
const allDay = { MenuID: 'm-main', MenuName: 'Main' };
const menus = [breakfast, lunch, late, allDay];
const SYD = 'Australia/Sydney';

describe("selectActiveMenu (re-evaluated at any time; the 30 s refresh is the caller's)", () => {
  it.each([
    ['breakfast window (Monday 07:00)', '2026-11-23T07:00:00+11:00', null, 'm-breakfast'],
    ['lunch on a weekday (Monday 12:00)', '2026-11-23T12:00:00+11:00', null, 'm-lunch'],
    ['no lunch on Sunday: the ungoverned menu', '2026-11-22T12:00:00+11:00', null, 'm-main'],
    ['between windows: the ungoverned menu', '2026-11-23T16:00:00+11:00', null, 'm-main'],
    ['late night Friday 23:00', '2026-11-27T23:00:00+11:00', null, 'm-late'],
    ['late night spills into Saturday 01:30 (Friday window)', '2026-11-28T01:30:00+11:00', null, 'm-late'],
    ['late night Sunday 01:30 (Saturday window)', '2026-11-29T01:30:00+11:00', null, 'm-late'],
    ['no late night on Monday 01:30', '2026-11-24T01:30:00+11:00', null, 'm-main'],
    ['store-local time, not UTC (07:00 Sydney is 20:00Z the day before)', '2026-11-22T20:00:00Z', null, 'm-breakfast'],
    ['menu query by name wins over time', '2026-11-23T07:00:00+11:00', 'late night', 'm-late'],
    ['menu query by id', '2026-11-23T07:00:00+11:00', 'M-LUNCH', 'm-lunch'],
    ['unknown menu query falls back to time', '2026-11-23T07:00:00+11:00', 'brunch', 'm-breakfast'],
  ])('%s', (_name, now, menuQuery, expected) => {
    expect(selectActiveMenu(menus, { now: new Date(now), timeZone: SYD, menuQuery })?.MenuID).toBe(expected);
  });

  it('falls back to the first menu when every menu is governed, and null without menus', () => {
    expect(selectActiveMenu([breakfast, lunch], { now: new Date('2026-11-23T16:00:00+11:00'), timeZone: SYD })?.MenuID).toBe('m-breakfast');
    expect(selectActiveMenu([], { now: new Date('2026-11-23T16:00:00+11:00'), timeZone: SYD })).toBeNull();
  });

  it('skips a setting pointing at a missing menu', () => {
    const orphan = { MenuID: 'm-x', MenuName: 'X', MenuTimeSettings: [{ MenuId: 'gone' }, { MenuId: 'm-x', DayOfWeek: 1 }] };
    expect(selectActiveMenu([allDay, orphan], { now: new Date('2026-11-23T16:00:00+11:00'), timeZone: SYD })?.MenuID).toBe('m-x');
  });

  it.each([
    [{ MenuId: 'a' }, 3, 0, true],
    [{ MenuId: 'a', DayOfWeek: 0 }, 7, 600, true],
    [{ MenuId: 'a', DayOfWeek: '7' }, 7, 600, true],
    [{ MenuId: 'a', DayOfWeek: [1], StartTime: '09:00' }, 1, 0, true],
    [{ MenuId: 'a', DayOfWeek: null, StartTime: '09:00', EndTime: '10:00' }, 2, 600, false],
  ])('setting %j on weekday %i minute %i: %s', (setting, weekday, minutes, expected) => {
    expect(menuTimeSettingApplies(setting, weekday, minutes)).toBe(expected);
  });
});

describe('soldAtOtherTimes (issue 36 #11)', () => {
  const menu = (MenuID: string, ids: string[]) => ({ MenuID, Products: Object.fromEntries(ids.map((id) => [id, {}])) });
  it('lists the products only the other menus sell, sorted, each once', () => {
    const morning = menu('morning', ['eggs', 'coffee', 'toast']);
    const allDay = menu('all-day', ['coffee', 'burger']);
    const late = menu('late', ['toast', 'burger', 'chips']);
    expect(soldAtOtherTimes(allDay, [morning, allDay, late])).toEqual(['chips', 'eggs', 'toast']);
    expect(soldAtOtherTimes(allDay, [allDay])).toEqual([]);
  });
});
