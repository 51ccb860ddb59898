/**
 * next/cache in jest. `'use cache'` is compiled by Next's build, not by jest's transform, where
 * Next's own cacheTag and cacheLife throw outside a compiled kept function. Here a kept function
 * runs on every call and these record what it gave them; the browser tests run the real build.
 */
export const recorded: { tags: string[]; lives: unknown[] } = { tags: [], lives: [] };

export function cacheTag(...tags: string[]): void {
  recorded.tags.push(...tags);
}

export function cacheLife(profile: unknown): void {
  recorded.lives.push(profile);
}

/** Forgets what was recorded (before each test). */
export function resetRecorded(): void {
  recorded.tags.length = 0;
  recorded.lives.length = 0;
}
