import 'server-only';

/** One text message: to a phone number in E.164 form (+61412345678). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * The Sms port: verification codes. Two adapters: the outbox (stored messages, read by
 * `npm run outbox`; the default, no account) and an SMS provider's HTTP API in production. A
 * message that cannot be handed over throws AppError('UPSTREAM_UNAVAILABLE').
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
