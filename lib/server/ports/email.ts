import 'server-only';

/** One email as the product sends it: to one address, a subject, a plain-text body and its HTML twin. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The Email port: the product's mail (password reset and new-account links, ...). Two adapters
 * pass the same contract suite (tests/contract/email.contract.ts): the outbox (stored messages,
 * read by `npm run outbox`; the default, no account) and SMTP through nodemailer (production,
 * switched on by SMTP_URL). A message that cannot be handed over throws
 * AppError('UPSTREAM_UNAVAILABLE').
 */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
