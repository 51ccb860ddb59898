'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { TMemberView } from '@/lib/views/account';
import { fetchSession } from './account-api';

/** undefined while the first answer is awaited; null when signed out. */
type State = TMemberView | null | undefined;

let state: State = undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** After a sign-in, a registration or a log out: every part of the page that shows the member follows. */
export function setMember(member: TMemberView | null): void {
  publish(member);
}

/** The server opened a session by itself (an account made with an order at checkout): read it again. */
export function reloadMember(): void {
  load();
}

function load(): void {
  loading ??= fetchSession()
    .then((view) => publish(view.member))
    .catch(() => publish(null))
    .finally(() => {
      loading = null;
    });
}

/**
 * The signed-in member, read once per page load from GET /api/auth/session (so store pages stay
 * cacheable: the server never renders who is signed in) and shared by every component; with
 * `enabled` false (a store without LogIn) nothing is asked.
 */
export function useMember(enabled = true): State {
  const member = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => undefined,
  );
  useEffect(() => {
    if (enabled && state === undefined) load();
  }, [enabled]);
  return member;
}
