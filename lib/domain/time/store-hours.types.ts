/**
 * Narrow structural views of the store fields that opening hours need, with the spec's field
 * names so a full store document is assignable. Fields are optional where stores in the wild
 * omit them.
 */
export interface OperatingHour {
  /** Monday 1 to Sunday 7 (Sunday 0 also accepted). */
  DayOfWeek: number | string;
  /** 'HH:mm:ss' store-local. */
  OpeningTime: string;
  /** 'HH:mm:ss' store-local; at or before OpeningTime means the shift passes midnight. */
  ClosingTime: string;
}

/**
 * The spec's unnamed second hours list (pre-order / delivery windows), stored on the store as
 * PreOrderOperatingHours (the name the entity schema uses).
 */
export interface ServiceHour {
  DayOfWeek: number | string;
  StartTime: string;
  EndTime: string;
}

export interface BlackoutDate {
  /**
   * Store-local calendar date: 'yyyy-MM-dd' (a trailing time is ignored) or 'dd/MM/yyyy'; a number
   * is an instant in seconds (the spec stores times as seconds) read on the store's calendar.
   */
  Date: string | number;
  /** Missing start or end time: the blackout covers the whole day. */
  StartTime?: string | null;
  EndTime?: string | null;
}

export interface StoreHoursSettings {
  TimezoneIanaFormat?: string | null;
  OperatingHours?: readonly OperatingHour[] | null;
  BlackoutDates?: readonly BlackoutDate[] | null;
}

export interface StoreOpenSettings extends StoreHoursSettings {
  /** Missing means in operation; only an explicit false takes the store out. */
  IsInOperation?: boolean | null;
  EnablePreoderForDelivery?: boolean | null;
  EnablePreoderForPickup?: boolean | null;
  /** Minutes. */
  OrderPreparationTime?: number | string | null;
}
