import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface StartedServer {
  url: string;
  /** everything the server wrote (stdout and stderr) until it answered */
  log: string;
  /** SIGTERM to its process group, then its exit */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no free port'))));
    });
  });
}

/**
 * Starts `npm run <script>` (`start`, `demo`: the production build, `npm run build` first) on a
 * free port and waits until its log matches `until` and GET /api/health answers; fails after
 * `timeoutMs` or if it exits first, with what it wrote.
 */
export async function startServer({
  script,
  env,
  until,
  root,
  timeoutMs = 60_000,
}: {
  script: string;
  env: NodeJS.ProcessEnv;
  until: RegExp;
  root: string;
  timeoutMs?: number;
}): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', '-s', script], { cwd: root, env: { ...env, PORT: String(port), SITE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<void>((done) => child.on('exit', () => ((exited = true), done())));
  const stop = async () => {
    if (!exited && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exit;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    const answered =
      until.test(log) &&
      (await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      ));
    if (answered) return { url, log, stop };
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop();
  throw new Error(`npm run ${script} did not answer within ${timeoutMs / 1000} s; it wrote:\n${log}`);
}
