import { describe, expect, it } from '@jest/globals';
import { AppError } from '@/lib/domain/errors/app-error';
import type { EmailMessage, EmailSender } from '@/lib/server/ports/email';

/** What a test sees of a delivered email, whichever adapter carried it. */
export interface DeliveredEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailHarness {
  sender: EmailSender;
  /** every email delivered so far, oldest first */
  delivered(): Promise<DeliveredEmail[]>;
  /** a sender whose server is down or refuses mail; null where the adapter cannot fail (the outbox) */
  broken: EmailSender | null;
}

const RESET: EmailMessage = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Open this link to choose a new password: http://localhost:3000/store/harbour-sydney/resetpassword/abc',
  html: '<p>Open <a href="http://localhost:3000/store/harbour-sydney/resetpassword/abc">this link</a> to choose a new password.</p>',
};

/** What every Email adapter must do: deliver each message whole, in any language, or say it could not. */
export function describeEmailContract(name: string, harness: () => Promise<EmailHarness>): void {
  describe(`Email contract: ${name}`, () => {
    it('delivers the address, subject, text and HTML as given', async () => {
      const subject = await harness();
      await subject.sender.send(RESET);
      const delivered = await subject.delivered();
      expect(delivered.at(-1)).toEqual(RESET);
    });

    it('keeps Chinese subjects and bodies intact', async () => {
      const subject = await harness();
      const message = { to: 'li.lei@example.com', subject: '重置您的密码', text: '请打开此链接设置新密码。', html: '<p>请打开此链接设置新密码。</p>' };
      await subject.sender.send(message);
      expect((await subject.delivered()).at(-1)).toEqual(message);
    });

    it('delivers each message once, in the order sent', async () => {
      const subject = await harness();
      const before = (await subject.delivered()).length;
      for (const n of [1, 2, 3]) await subject.sender.send({ ...RESET, to: `member${n}@example.com` });
      const after = await subject.delivered();
      expect(after.slice(before).map((m) => m.to)).toEqual(['member1@example.com', 'member2@example.com', 'member3@example.com']);
    });

    it('throws UPSTREAM_UNAVAILABLE when the message cannot be handed over', async () => {
      const subject = await harness();
      if (!subject.broken) return;
      const error = await subject.broken.send(RESET).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', messageKey: 'errors.emailUnavailable' });
    });
  });
}
