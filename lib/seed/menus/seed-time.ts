/** Fixed instants (seconds since epoch, UTC) so the demo data is the same on every run. */
export const START_2024 = Date.UTC(2024, 0, 1) / 1000;
/** 2030-12-31T23:59:59Z: demo rules stay active through 2030. */
export const END_2030 = Date.UTC(2031, 0, 1) / 1000 - 1;
/** When the demo pop-up notices were "created" (2026-01-01T00:00Z). */
export const NOTICE_2026 = Date.UTC(2026, 0, 1) / 1000;
/** The moment the demo data is built for when the caller gives none (2026-11-01T00:00Z). */
export const DEMO_SEEDED_AT = Date.UTC(2026, 10, 1) / 1000;
