import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Route = typeof import('@/app/.well-known/apple-developer-merchantid-domain-association/route');

/** The route's answer in a server started with `file` (or none) in APPLE_PAY_DOMAIN_ASSOCIATION_FILE (env is read once per process). */
async function getWith(file: string | undefined): Promise<Response> {
  const before = process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
  if (file === undefined) delete process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
  else process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE = file;
  try {
    let route: Route | undefined;
    jest.isolateModules(() => {
      route = jest.requireActual<Route>('@/app/.well-known/apple-developer-merchantid-domain-association/route');
    });
    return await route!.GET();
  } finally {
    if (before === undefined) delete process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE;
    else process.env.APPLE_PAY_DOMAIN_ASSOCIATION_FILE = before;
  }
}

describe('GET /.well-known/apple-developer-merchantid-domain-association (Apple Pay)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'apple-pay-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers 404 until the file is configured, then serves it as text', async () => {
    expect((await getWith(undefined)).status).toBe(404);
    const file = join(folder, 'apple-developer-merchantid-domain-association');
    writeFileSync(file, '7B227073704964223A2239373943394538343346343131343044');
    const response = await getWith(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('7B227073704964223A2239373943394538343346343131343044');
  });

  it('answers 404 when the configured file cannot be read', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await getWith(join(folder, 'missing'))).status).toBe(404);
    log.mockRestore();
  });
});
