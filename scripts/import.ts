/**
 * npm run import -- file.json: loads a store owner's stores and menus. The file is validated
 * with the entity schemas first; a bad file is refused with the path of every invalid field and
 * nothing is written.
 */
import { readFileSync } from 'node:fs';
import { parseImportFile } from '@/lib/seed/import-file';
import { container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { exitWithUsageOnHelp } from './lib/usage';

const USAGE = `usage: npm run import -- <file.json>
  Loads a store owner's head offices, stores, menus and coupons (JSON) into the configured
  database. The file is validated with the entity schemas first: a bad file is refused with the
  path of every invalid field, nothing is written, and the command exits 1.`;

async function main(): Promise<number> {
  exitWithUsageOnHelp(USAGE);
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`import: cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const parsed = parseImportFile(json);
  if (!parsed.ok) {
    console.error(`import: ${file} was refused, nothing was written. ${parsed.issues.length} invalid field(s):`);
    for (const issue of parsed.issues) console.error(`  ${issue.path}: ${issue.message}`);
    return 1;
  }
  const { documents } = await container();
  const counts = await loadCatalogue({ documents, catalogue: parsed.data });
  console.log(`import: ${counts.headOffices} head offices, ${counts.stores} stores, ${counts.menus} menus, ${counts.coupons} coupons written`);
  await documents.close();
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('import failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
