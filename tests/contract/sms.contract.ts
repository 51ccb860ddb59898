import { describe, expect, it } from '@jest/globals';
import type { SmsSender } from '@/lib/server/ports/sms';

export interface SmsHarness {
  sender: SmsSender;
  /** every text delivered so far, oldest first */
  delivered(): Promise<{ to: string; text: string }[]>;
  /** a sender whose provider refuses or is down; null where the adapter cannot fail (the outbox) */
  broken: SmsSender | null;
}

/** What every Sms adapter must do: deliver the text to the E.164 number as given, or say it could not. */
export function describeSmsContract(name: string, harness: () => Promise<SmsHarness>): void {
  describe(`Sms contract: ${name}`, () => {
    it('delivers the text to the number, in any language', async () => {
      const subject = await harness();
      await subject.sender.send({ to: '+61412345678', text: 'Your Harbour & Co. verification code is 123456.' });
      await subject.sender.send({ to: '+8613800138000', text: '您的验证码是 654321。' });
      expect((await subject.delivered()).slice(-2)).toEqual([
        { to: '+61412345678', text: 'Your Harbour & Co. verification code is 123456.' },
        { to: '+8613800138000', text: '您的验证码是 654321。' },
      ]);
    });

    it('throws UPSTREAM_UNAVAILABLE when the text cannot be handed over', async () => {
      const subject = await harness();
      if (!subject.broken) return;
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(subject.broken.send({ to: '+61412345678', text: 'code 123456' })).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', messageKey: 'errors.smsUnavailable' });
      expect(JSON.stringify(errors.mock.calls)).not.toContain('123456');
      errors.mockRestore();
    });
  });
}
