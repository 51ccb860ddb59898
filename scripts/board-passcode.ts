/**
 * npm run board:passcode -- <storeId> <passcode>: sets the staff passcode (6 to 12 digits) of the
 * store's order board (/board/{storeId}); only its scrypt hash is stored. Every board signed in
 * is signed out.
 */
import { isAppError } from '@/lib/domain/errors/app-error';
import { container } from '@/lib/server/container';
import { setBoardPasscode } from '@/lib/server/use-cases/set-board-passcode';

async function main(): Promise<number> {
  const [storeId, passcode] = process.argv.slice(2);
  if (!storeId || !passcode) {
    console.error('usage: npm run board:passcode -- <storeId> <passcode of 6 to 12 digits>');
    return 2;
  }
  const app = await container();
  try {
    await setBoardPasscode({ app, storeId, passcode });
    console.log(`store ${storeId}: board passcode set; open /board/${storeId}`);
    return 0;
  } catch (error) {
    console.error(
      'board:passcode failed:',
      isAppError(error) ? `${error.code} ${error.messageKey} ${JSON.stringify(error.values)}` : error instanceof Error ? error.message : error,
    );
    return 1;
  } finally {
    await app.documents.close();
  }
}

main().then((code) => process.exit(code));
