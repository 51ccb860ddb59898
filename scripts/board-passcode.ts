/**
 * npm run board:passcode -- <storeId> <passcode>: sets the staff passcode (6 to 12 digits) of the
 * store's order board (/board/{storeId}); only its scrypt hash is stored. Every board signed in
 * is signed out.
 */
import { container } from '@/lib/server/container';
import { setBoardPasscode } from '@/lib/server/board/use-cases/set-board-passcode';
import { exitWithUsageOnHelp } from './lib/usage';
import { errorText } from './lib/error-text';

const USAGE = `usage: npm run board:passcode -- <storeId> <passcode of 6 to 12 digits>
  Sets the staff passcode of the store's order board (/board/<storeId>); only its scrypt hash is
  stored, and every board signed in is signed out. Exits 1 for an unknown store
  or a passcode the board refuses.`;

async function main(): Promise<number> {
  exitWithUsageOnHelp(USAGE);
  const [storeId, passcode] = process.argv.slice(2);
  if (!storeId || !passcode) {
    console.error(USAGE);
    return 2;
  }
  const app = await container();
  try {
    await setBoardPasscode({ app, storeId, passcode });
    console.log(`store ${storeId}: board passcode set; open /board/${storeId}`);
    return 0;
  } catch (error) {
    console.error(`board:passcode failed: ${errorText(error)}`);
    return 1;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
