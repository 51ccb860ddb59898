import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/routing';
import type { TStore } from '@/lib/schemas/entities';
import { container, type Container } from '../container';
import { requireStoreRecord } from '../stores/find-store';
import { route, type RouteOptions } from './route';

export interface StoreRouteContext<P> {
  request: NextRequest;
  params: P;
  locale: Locale;
  app: Container;
  /** the enabled store of the path, resolved once */
  store: TStore;
}

interface StoreRouteOptions<S extends z.ZodType, P extends { storeId: string }> extends Omit<RouteOptions<S, P>, 'run'> {
  run: (input: z.infer<S>, context: StoreRouteContext<P>) => Promise<unknown>;
}

/**
 * The wrapper of every `/api/stores/{storeId}/...` handler: the route wrapper (parse, one use
 * case, error table) plus the store, resolved once the same way for every handler (numeric id;
 * unknown or disabled: 404 STORE_NOT_FOUND). Input is parsed first, so a bad query costs no read.
 */
export function storeRoute<S extends z.ZodType, P extends { storeId: string } = { storeId: string }>({ run, ...options }: StoreRouteOptions<S, P>) {
  return route<S, P>({
    ...options,
    run: async (input, context) => {
      const app = await container();
      const store = await requireStoreRecord({ app, by: { id: context.params.storeId } });
      return run(input, { ...context, app, store });
    },
  });
}
