'use client';

import { useCallback } from 'react';
import { resolveLinkParams, type LinkParams } from './link-params';
import type { StoreQueryParams } from './storage';
import { useBrowserSnapshot } from './use-browser-snapshot';

let last: { json: string; value: LinkParams } | null = null;

/** The same object while the values are the same, as useSyncExternalStore requires of a snapshot. */
function stable(value: LinkParams): LinkParams {
  const json = JSON.stringify(value);
  if (last?.json !== json) last = { json, value };
  return last.value;
}

const subscribe = () => () => undefined;
const onServer = () => null;

/** The link parameters of the page (query, else saved); null while rendering on the server and hydrating. */
export function useLinkParams(query: StoreQueryParams): LinkParams | null {
  const snapshot = useCallback(() => stable(resolveLinkParams(query)), [query]);
  return useBrowserSnapshot(subscribe, snapshot, onServer);
}
