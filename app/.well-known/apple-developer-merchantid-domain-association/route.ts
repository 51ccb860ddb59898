import { applePayDomainAssociation } from '@/lib/server/payments/use-cases/apple-pay-domain-association';

export const dynamic = 'force-dynamic';

// GET /.well-known/apple-developer-merchantid-domain-association – where Apple looks for the domain's Apple Pay file (404 until one is configured)
export async function GET(): Promise<Response> {
  const file = await applePayDomainAssociation();
  return file === null
    ? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    : new Response(file, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
