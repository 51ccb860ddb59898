'use client';

import { useCallback } from 'react';
import { useBrowserSnapshot } from '@/lib/client/use-browser-snapshot';
import { storageOf } from '@/lib/client/storage/browser-storage';

// Same-tab writes raise no storage event, so the hook keeps its own listeners; a refused storage
// (private mode) still hides for the life of the page through the in-memory set.
const listeners = new Set<() => void>();
const raisedInMemory = new Set<string>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

function isRaised(key: string): boolean {
  return raisedInMemory.has(key) || storageOf('session')?.getItem(key) === '1';
}

/** A yes/no flag kept in session storage (false on the server, so the first paint shows the content). */
export function useSessionFlag(key: string): [boolean, () => void] {
  const raised = useBrowserSnapshot(
    subscribe,
    () => isRaised(key),
    () => false,
  );
  const raise = useCallback(() => {
    raisedInMemory.add(key);
    try {
      storageOf('session')?.setItem(key, '1');
    } catch {
      // A full or refused storage only loses the memory across reloads.
    }
    for (const listener of listeners) listener();
  }, [key]);
  return [raised, raise];
}
