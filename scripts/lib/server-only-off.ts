/**
 * Preloaded by the operator commands (`npm run seed`, `import`, `order:status`, `board:passcode`,
 * `payments:reconcile`, `outbox`) and by `npm run bench:status-stream`, `bench:checkout` and
 * `sim:payments`: each runs server modules (which import next-intl's React build) in plain Node,
 * without the react-server condition (under it next-intl's client provider finds no
 * createContext and the command crashes at start-up), so `server-only` must be the no-op it is
 * under that condition and in the jest setup (tests/support/empty.ts). It lives under scripts/
 * because the Docker image leaves bench/ out (.dockerignore) and `npm start` seeds through it.
 */
import Module from 'node:module';
import { join } from 'node:path';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;
const empty = join(__dirname, '../../node_modules/server-only/empty.js');

loader._resolveFilename = function resolveFilename(this: unknown, request: string, ...rest: unknown[]): string {
  return request === 'server-only' ? empty : resolve.call(this, request, ...rest);
};
