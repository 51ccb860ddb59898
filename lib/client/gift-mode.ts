'use client';

/** "Paths containing gift mark gift mode" (spec part 1 §2); gift pages hide the account menu and login item. */
import { usePathname } from 'next/navigation';

export function isGiftPath(pathname: string | null | undefined): boolean {
  return /gift/i.test(pathname ?? '');
}

/** Whether the page on screen is in gift mode. */
export function useGiftMode(): boolean {
  return isGiftPath(usePathname());
}
