'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The browser's cache of server state (@tanstack/react-query), mounted by the screens that keep
 * some, not by the root layout: pages that never use it do not download it. Data arrives from the
 * page's first render and from live streams, so nothing is refetched behind the screen's back.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
