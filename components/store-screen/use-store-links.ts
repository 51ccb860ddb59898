'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { NO_LINK_PARAMS, storeLinks } from '@/lib/client/link-params';
import { readQueryParams } from '@/lib/client/storage/query-params';
import { useLinkParams } from '@/lib/client/use-link-params';

/** The store's links keeping its link parameters (`?menu=`, table, mobile), as the mobile cart builds them. */
export function useStoreLinks(slug: string, menuQuery: string | null) {
  const searchParams = useSearchParams();
  const query = useMemo(() => readQueryParams(searchParams), [searchParams]);
  const link = useLinkParams(query);
  return storeLinks(slug, link ?? { ...NO_LINK_PARAMS, menu: menuQuery });
}
