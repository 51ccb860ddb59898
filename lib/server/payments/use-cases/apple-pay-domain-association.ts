import 'server-only';
import { readFile } from 'node:fs/promises';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

const log = logger.child({ component: 'apple-pay' });

/**
 * The Apple Pay domain association file (Apple checks it before its wallet works on this site):
 * the file Stripe gives when the domain is registered, from APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
 * null when none is configured or it cannot be read (the route answers 404).
 */
export async function applePayDomainAssociation(): Promise<string | null> {
  const file = env().APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
  if (!file) return null;
  return readFile(file, 'utf8').catch((error: unknown) => {
    log.error({ errorName: error instanceof Error ? error.name : 'error' }, 'the Apple Pay domain association file cannot be read');
    return null;
  });
}
