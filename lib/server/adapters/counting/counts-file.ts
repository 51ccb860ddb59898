import 'server-only';

import { renameSync, writeFileSync } from 'node:fs';
import type { DocumentCounts } from './counting-document-store';

/** How long after a count the totals are written: often enough for a simulation that waits a little longer before reading. */
const FLUSH_MS = 25;

/**
 * Writes the running totals to `file` (JSON, replaced whole through a rename, so a reader never
 * sees half of it) at most every FLUSH_MS: DOCUMENT_COUNTS_FILE, read by npm run sim:cluster.
 */
export function countsFileWriter(file: string): (counts: DocumentCounts) => void {
  let timer: NodeJS.Timeout | undefined;
  return (counts) => {
    timer ??= setTimeout(() => {
      timer = undefined;
      writeFileSync(`${file}.tmp`, JSON.stringify(counts));
      renameSync(`${file}.tmp`, file);
    }, FLUSH_MS);
    timer.unref();
  };
}
