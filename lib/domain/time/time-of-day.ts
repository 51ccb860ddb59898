/**
 * Times of day as the spec stores them ('HH:mm:ss', sometimes 'HH:mm'), held as minutes after
 * midnight so hours passing midnight are plain arithmetic.
 */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  // 24:00 is accepted as the end of the day.
  if (hours > 24 || minutes > 59 || seconds > 59 || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  return hours * 60 + minutes + seconds / 60;
}

/**
 * Display format 'h:mm a' with lower-case am/pm, as the storefront shows hours and slots:
 * 9:00 am, 12:30 pm, 12:00 am for midnight. Minutes beyond a day wrap around.
 */
export function formatTimeOfDay(minutes: number): string {
  const total = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  const hours24 = Math.floor(total / 60);
  const mins = total % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, '0')} ${hours24 < 12 ? 'am' : 'pm'}`;
}

/** 'HH:mm' in 24-hour form, used as a machine-readable slot value. */
export function formatTimeOfDay24(minutes: number): string {
  const total = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
