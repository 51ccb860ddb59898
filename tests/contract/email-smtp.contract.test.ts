import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { createSmtpEmail } from '@/lib/server/adapters/smtp/smtp-email';
import { describeEmailContract, type DeliveredEmail } from './email.contract';

/** An SMTP server in this process: what nodemailer hands over is parsed back into its parts. */
const received: DeliveredEmail[] = [];
const logins: { username?: string; password?: string }[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      if (auth.username === 'shop' && auth.password === 's3cret') return callback(null, { user: 'shop' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: (mail.text ?? '').replace(/\n$/, ''),
            html: typeof mail.html === 'string' ? mail.html.replace(/\n$/, '') : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEmailContract('SMTP (nodemailer, an in-process server)', async () => ({
  sender: createSmtpEmail({ url: `smtp://shop:s3cret@127.0.0.1:${port}`, from: 'Harbour & Co. <orders@example.com>' }),
  broken: createSmtpEmail({ url: `smtp://shop:wrong@127.0.0.1:${port}`, from: 'orders@example.com', timeoutMs: 2_000 }),
  delivered: async () => received,
}));

describe('SMTP adapter', () => {
  it('signs in with the URL’s credentials and sends from MAIL_FROM', async () => {
    await createSmtpEmail({ url: `smtp://shop:s3cret@127.0.0.1:${port}`, from: 'orders@example.com' }).send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' });
    expect(logins).toContainEqual({ username: 'shop', password: 's3cret' });
  });

  it('throws UPSTREAM_UNAVAILABLE when no server answers, without logging the credentials', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await createSmtpEmail({ url: 'smtp://shop:s3cret@127.0.0.1:1', from: 'orders@example.com', timeoutMs: 1_000 })
      .send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(JSON.stringify(errors.mock.calls)).not.toContain('s3cret');
    errors.mockRestore();
  });
});
