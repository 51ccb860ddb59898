import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTwilioSms } from '@/lib/server/adapters/twilio-sms/twilio-sms';
import { describeSmsContract } from './sms.contract';

/** Twilio's Messages API, faked: it checks the account, the Basic credentials and the form body. */
const SID = 'AC00000000000000000000000000000000';
const TOKEN = 'twilio-token-secret';
const received: { to: string; text: string; from: string | null; service: string | null }[] = [];
const server = setupServer(
  http.post(`https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json`, async ({ request, params }) => {
    const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (params.sid !== SID || request.headers.get('authorization') !== expected) return HttpResponse.json({ code: 20003, message: 'Authenticate' }, { status: 401 });
    const form = new URLSearchParams(await request.text());
    received.push({ to: form.get('To') ?? '', text: form.get('Body') ?? '', from: form.get('From'), service: form.get('MessagingServiceSid') });
    return HttpResponse.json({ sid: `SM${received.length}`, status: 'queued' }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeSmsContract('Twilio (msw)', async () => ({
  sender: createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+61400000000' }),
  broken: createTwilioSms({ accountSid: SID, authToken: 'wrong', from: '+61400000000' }),
  delivered: async () => received.map(({ to, text }) => ({ to, text })),
}));

describe('Twilio adapter', () => {
  it('sends from the number, or through a Messaging Service when TWILIO_FROM is one', async () => {
    await createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+61400000000' }).send({ to: '+61412345678', text: 'a' });
    expect(received.at(-1)).toMatchObject({ from: '+61400000000', service: null });
    await createTwilioSms({ accountSid: SID, authToken: TOKEN, from: 'MG0123' }).send({ to: '+61412345678', text: 'b' });
    expect(received.at(-1)).toMatchObject({ from: null, service: 'MG0123' });
  });

  it('gives up on a provider that does not answer in time, without logging the token', async () => {
    server.use(http.post('https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json', async () => new Promise<never>(() => undefined)));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+61400000000', timeoutMs: 200 }).send({ to: '+61412345678', text: 'c' })).rejects.toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(JSON.stringify(errors.mock.calls)).not.toContain(TOKEN);
    errors.mockRestore();
    server.resetHandlers();
  });
});
