import { describe, expect, it } from '@jest/globals';

import { createLogger, maskSecrets, withRequestId } from '@/lib/server/logger';

const CARD = '4242424242424242';
const SPACED_CARD = '4000 0027 6000 3184';
const BEARER = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXBheWxvYWQ.sig-nature_x';
const PASSWORD = 'correct-horse-battery-staple';

/** A logger writing into an array, and the lines it wrote, parsed. */
function capture() {
  const lines: string[] = [];
  const log = createLogger((line) => lines.push(line), 'debug');
  return { log, text: () => lines.join(''), parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the server log', () => {
  it('writes one JSON object per line with level, time and message', () => {
    const { log, parsed } = capture();
    log.info({ orderId: 'o-1' }, 'order placed');
    expect(parsed()).toEqual([expect.objectContaining({ level: 30, levelName: 'info', msg: 'order placed', orderId: 'o-1', time: expect.any(String) })]);
  });

  it('never writes a card number: in the message, its arguments, fields or an error', () => {
    const { log, text } = capture();
    log.info(`charging card ${CARD}`);
    log.info('charging %s', SPACED_CARD);
    log.warn({ card: { cardNumber: CARD }, note: `typed ${SPACED_CARD} into the notes` }, 'card given');
    log.error({ err: new Error(`declined: ${CARD}`) }, 'payment failed');
    const output = text();
    expect(output).not.toContain(CARD);
    expect(output).not.toContain(SPACED_CARD);
    expect(output).not.toMatch(/4242\D?4242\D?4242/);
    // the last four digits are kept: enough to tell cards apart, not enough to use one
    expect(output).toContain('[card ****4242]');
    expect(output).toContain('[card ****3184]');
  });

  it('never writes a bearer token or an authorization header or cookie', () => {
    const { log, text } = capture();
    log.info({ headers: { authorization: `Bearer ${BEARER}`, cookie: `session=${BEARER}` } }, 'incoming');
    log.info(`called with Authorization: Bearer ${BEARER}`);
    log.error({ err: new Error(`upstream said token=${BEARER}`) }, 'upstream failed');
    log.info({ idToken: BEARER, nested: { accessToken: BEARER } }, 'tokens');
    expect(text()).not.toContain(BEARER);
    expect(text()).not.toContain('c2VjcmV0LXBheWxvYWQ');
  });

  it('never writes a password, a secret or credentials in a URL', () => {
    const { log, text } = capture();
    log.info({ body: { email: 'a@example.com', password: PASSWORD }, newPassword: PASSWORD }, 'sign-up');
    log.info(`retrying with password=${PASSWORD}`);
    log.error({ err: new Error(`connect smtp://mailer:${PASSWORD}@smtp.example.com:587 failed`) }, 'mail');
    log.info({ secret: 'whsec_abcdef0123456789', key: 'sk_live_0123456789abcdef' }, 'keys');
    const output = text();
    expect(output).not.toContain(PASSWORD);
    expect(output).not.toContain('whsec_abcdef');
    expect(output).not.toContain('sk_live_0123');
    expect(output).toContain('a@example.com');
  });

  it('keeps digit runs that are not card numbers (timestamps, order numbers)', () => {
    expect(maskSecrets('order 1001 at 1732700000001')).toBe('order 1001 at 1732700000001');
  });

  it('puts the request id on every line written while the request is handled', async () => {
    const { log, parsed } = capture();
    await withRequestId('req-42', async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.child({ component: 'payments' }).error({ err: new Error('boom') }, 'second');
    });
    log.info('outside');
    expect(parsed().map((line) => line.requestId)).toEqual(['req-42', 'req-42', undefined]);
  });
});

describe('LOG_LEVEL', () => {
  const before = process.env.LOG_LEVEL;
  afterEach(() => {
    if (before === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = before;
  });

  it('sets how much is written, and an unknown value falls back to info instead of stopping the server', () => {
    const lines: string[] = [];
    process.env.LOG_LEVEL = 'warn';
    const quiet = createLogger((line) => lines.push(line));
    quiet.info('hidden');
    quiet.warn('shown');
    process.env.LOG_LEVEL = 'loud';
    const fallback = createLogger((line) => lines.push(line));
    fallback.debug('hidden');
    fallback.info('shown too');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['shown', 'shown too']);
  });
});
