/**
 * npm run outbox [-- --to <address or phone>] [-- --limit N]: the mail and text messages the
 * embedded adapters kept instead of sending (password links, verification codes), newest first.
 * With SMTP_URL set, mail goes to the SMTP server and is not listed here.
 */
import { container } from '@/lib/server/container';
import type { OutboxMessage } from '@/lib/server/adapters/outbox/outbox';
import { exitWithUsageOnHelp } from './lib/usage';

const USAGE = `usage: npm run outbox [-- --to <address or phone>] [--limit <count>]
  The mail and text messages the embedded adapters kept instead of sending (password links,
  verification codes, order confirmations), newest first, 10 unless --limit says otherwise.
  With SMTP_URL or Twilio set, those messages are sent and not listed here.`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

function show(message: OutboxMessage): string {
  const head = `${new Date(message.SentAt).toISOString()}  ${message.Channel.toUpperCase()}  to ${message.To}`;
  return message.Channel === 'email' ? `${head}\n  Subject: ${message.Subject ?? ''}\n${indent(message.Text)}` : `${head}\n${indent(message.Text)}`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

async function main(): Promise<number> {
  exitWithUsageOnHelp(USAGE);
  const args = process.argv.slice(2);
  const limit = Number(option(args, '--limit') ?? 10);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(USAGE);
    return 2;
  }
  const app = await container();
  try {
    const messages = await app.outbox.list({ to: option(args, '--to'), limit });
    console.log(messages.length === 0 ? 'The outbox is empty.' : messages.map(show).join('\n\n'));
    return 0;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
