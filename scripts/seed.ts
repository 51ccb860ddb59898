/**
 * npm run seed: loads the demo data set into the configured database (SQLite by default).
 * With --if-empty (run by `npm start`) it does nothing when stores already exist.
 */
import { buildDemoData } from '@/lib/seed';
import { COLLECTIONS } from '@/lib/server/collections';
import { container } from '@/lib/server/container';
import { loadCatalogue } from '@/lib/server/catalogue/use-cases/load-catalogue';
import { exitWithUsageOnHelp } from './lib/usage';

const USAGE = `usage: npm run seed [-- --if-empty]
  Loads the demo data set (head offices, stores, menus, coupons, the demo member, message
  templates) into the configured database: SQLite in DATA_DIR, or Firestore with
  FIREBASE_PROJECT_ID. With --if-empty (npm run seed:if-empty, which npm start runs) it does
  nothing when the database already has stores.`;

async function main(): Promise<void> {
  exitWithUsageOnHelp(USAGE);
  const { documents, users, messageTemplates, auth } = await container();
  if (process.argv.includes('--if-empty') && (await documents.count(COLLECTIONS.stores)) > 0) {
    console.log('seed: the database already has stores; nothing to do');
    await documents.close();
    return;
  }
  const started = performance.now();
  // Seeded now: the demo's recently added stores are new (the store list's New tab) from today.
  const demo = buildDemoData({ seededAt: new Date() });
  const counts = await loadCatalogue({ documents, catalogue: demo });
  await users.saveMany(demo.users.map((user) => ({ id: user.ID, data: user })));
  // The demo member signs in with lib/seed/README.md's email and password: their points and stamps fill the loyalty pages.
  for (const { email, password } of demo.demoCredentials) {
    const user = demo.users.find((candidate) => candidate.email === email);
    if (user && !(await auth.findAccount(email))) await auth.createAccount({ userId: user.ID, email, password });
  }
  await messageTemplates.saveMany(demo.messageTemplates.map((template) => ({ id: template.ID, data: template })));
  console.log(
    `seed: ${counts.headOffices} head offices, ${counts.stores} stores, ${counts.menus} menus, ${counts.coupons} coupons, ${demo.users.length} users in ${Math.round(performance.now() - started)} ms`,
  );
  await documents.close();
}

main().catch((error: unknown) => {
  console.error('seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
