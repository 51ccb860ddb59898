import { DEMO_MEMBER_CREDENTIALS } from '../../lib/seed/users';
import type { Node } from './cluster';
import { call } from './http';

/**
 * Limits and sessions across servers: every limit is counted in the shared DocumentStore and
 * every session is kept there, so asking another server changes nothing.
 * - sign-in: the email's 10 tries (per 15 min) spent over all servers, from 10 addresses;
 * - the board passcode: one address's 10 tries at one store, over all servers;
 * - coupon lookups: one address's 20 a minute, over all servers;
 * - a member's session made on one server opens the others, and logging out on one ends it on all.
 * Each line: what the next try answered on yet another server (the limit's 429 expected).
 */
interface Check {
  what: string;
  expected: string;
  got: string;
}

async function spend(nodes: Node[], tries: number, attempt: (node: Node, i: number) => Promise<number>): Promise<number> {
  for (let i = 0; i < tries; i += 1) await attempt(nodes[i % nodes.length], i);
  return attempt(nodes[tries % nodes.length], tries);
}

export async function accountsAcrossServers(nodes: Node[], storeId: string): Promise<{ print: () => boolean }> {
  const checks: Check[] = [];
  const signIn = (node: Node, client: string, password: string) =>
    call(node.base, '/api/auth/sign-in', { method: 'POST', body: { email: DEMO_MEMBER_CREDENTIALS.email, password }, client });

  // First the session: once the email's tries are spent, a right password from a new device is refused too.
  const session = await signIn(nodes[0], '10.251.4.1', DEMO_MEMBER_CREDENTIALS.password);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const profile = (node: Node) => call(node.base, '/api/account/profile', { client: '10.251.4.1', headers: { cookie } }).then((a) => a.status);
  const before = await Promise.all(nodes.slice(1).map(profile));
  checks.push({
    what: `session made on ${nodes[0].name}, profile on the others`,
    expected: nodes
      .slice(1)
      .map(() => '200')
      .join(','),
    got: before.join(','),
  });
  await call(nodes[0].base, '/api/auth/session', { method: 'DELETE', client: '10.251.4.1', headers: { cookie } });
  const after = await Promise.all(nodes.map(profile));
  checks.push({ what: `logged out on ${nodes[0].name}, profile on every server`, expected: nodes.map(() => '401').join(','), got: after.join(',') });

  const emailTries = await spend(nodes, 10, (node, i) => signIn(node, `10.251.1.${i}`, 'not-the-password').then((a) => a.status));
  checks.push({ what: 'sign-in, the email 11th wrong password (10 per 15 min)', expected: '429', got: String(emailTries) });
  const boardTries = await spend(nodes, 10, (node) =>
    call(node.base, `/api/board/${storeId}/session`, { method: 'POST', body: { passcode: '000000' }, client: '10.251.2.1' }).then((a) => a.status),
  );
  checks.push({ what: 'board passcode, 11th try of one address (10 per 15 min)', expected: '429', got: String(boardTries) });
  const couponTries = await spend(nodes, 20, (node) => call(node.base, `/api/stores/${storeId}/coupons/NOSUCHCODE`, { client: '10.251.3.1' }).then((a) => a.status));
  checks.push({ what: 'coupon lookup, 21st of one address (20 a minute)', expected: '429', got: String(couponTries) });

  return {
    print: () => {
      console.log('\nlimits and sessions across servers:');
      let pass = true;
      for (const check of checks) {
        const met = check.got === check.expected;
        pass &&= met;
        console.log(`  ${check.what.padEnd(58)} expected ${check.expected.padEnd(12)} got ${check.got.padEnd(12)} ${met ? 'PASS' : 'FAIL'}`);
      }
      return pass;
    },
  };
}
