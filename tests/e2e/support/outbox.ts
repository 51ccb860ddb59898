import Database from 'better-sqlite3';
import { join } from 'node:path';

/** The database of a server of the run: the e2e server's (playwright.config.ts: DATA_DIR .data/e2e) unless another DATA_DIR is named. */
const databaseFile = (dataDir = '.data/e2e') => join(__dirname, '..', '..', '..', dataDir, 'storefront.db');

/**
 * The newest message the server kept in its outbox for an address (the embedded Email port), read
 * straight from its database as `npm run outbox` would show it; null when there is none. With
 * `containing`, the newest whose text contains it (an order's confirmation may follow a link mail).
 */
export function latestOutboxText(to: string, containing = '', dataDir?: string): string | null {
  const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT data FROM documents WHERE collection = 'outbox' AND json_extract(data, '$.To') = ? AND instr(json_extract(data, '$.Text'), ?) > 0 ORDER BY json_extract(data, '$.SentAt') DESC LIMIT 1",
      )
      .get(to, containing) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as { Text: string }).Text : null;
  } finally {
    db.close();
  }
}

/** The path of the password link in the newest email to `to` that has one. */
export function passwordLinkPath(to: string): string | null {
  const match = /https?:\/\/[^/\s]+(\/\S*\/resetpassword\/\S+)/.exec(latestOutboxText(to, '/resetpassword/') ?? '');
  return match ? match[1] : null;
}

/** Every message the server kept for an address, oldest first: their subject and text. */
export function outboxMessages(to: string): { Subject?: string; Text: string; Html?: string }[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT data FROM documents WHERE collection = 'outbox' AND json_extract(data, '$.To') = ? ORDER BY json_extract(data, '$.SentAt')").all(to) as {
      data: string;
    }[];
    return rows.map((row) => JSON.parse(row.data) as { Subject?: string; Text: string; Html?: string });
  } finally {
    db.close();
  }
}
