import 'server-only';
import http from 'node:http';

const INSTALLED = Symbol.for('storefront.peerAddress');

/**
 * Appends the address of the socket a request came on to its X-Forwarded-For, as a proxy would.
 * `next start` sets that header to the socket's address only when the client sent none
 * (`x-forwarded-for ??= socket.remoteAddress` in next/dist/server/base-server.js), so a client's
 * forged header would otherwise hide the socket's address from every handler. Run for every
 * request of this process's HTTP servers (installed by instrumentation.ts at start-up).
 */
export function appendPeerAddress(request: http.IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const forwarded = request.headers['x-forwarded-for'];
  const sent = Array.isArray(forwarded) ? forwarded.join(', ') : forwarded;
  request.headers['x-forwarded-for'] = sent ? `${sent}, ${peer}` : peer;
}

/**
 * Hooks appendPeerAddress into every HTTP server of this process, once: `next start` builds its
 * server before any of our code runs, so the hook goes on the servers' shared `emit`.
 */
export function installPeerAddress(): void {
  const prototype = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') appendPeerAddress(args[0] as http.IncomingMessage);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof prototype.emit;
  prototype[INSTALLED] = true;
}
