import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitFor } from './lighthouse';

/**
 * The floor page: the smallest page this stack can serve, a Next.js App Router page built with this
 * project's own next, react and react-dom, one stylesheet, one heading, one paragraph and one small
 * client component, rendered per request. It has none of the storefront's code, so its figures are
 * the floor this machine gives any page of the stack (issue 19 judges the store page against it).
 */
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'lighthouse-floor', private: true }),
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/globals.css': [
    'body { margin: 0; font-family: system-ui, sans-serif; color: #1c2330; background: #f4f6f8; }',
    'main { max-width: 720px; margin: 0 auto; padding: 24px; }',
    'button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid #dde2e8; }',
  ].join('\n'),
  'app/layout.tsx': [
    "import './globals.css';",
    'export default function RootLayout({ children }: { children: React.ReactNode }) {',
    '  return <html lang="en"><body>{children}</body></html>;',
    '}',
  ].join('\n'),
  'app/page.tsx': [
    "import { Counter } from './counter';",
    "export const dynamic = 'force-dynamic';",
    'export default function Page() {',
    '  return <main><h1>Hello storefront</h1><p>One heading, one paragraph and one small client component, with one stylesheet, rendered per request.</p><Counter /></main>;',
    '}',
  ].join('\n'),
  'app/counter.tsx': [
    "'use client';",
    "import { useState } from 'react';",
    'export function Counter() {',
    '  const [count, setCount] = useState(0);',
    '  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;',
    '}',
  ].join('\n'),
};

export interface FloorPage {
  base: string;
  stop: () => void;
}

/** Writes the floor app to a temporary folder, builds it and starts it on `port`; stop() ends it and removes the folder. */
export async function startFloorPage(port: number): Promise<FloorPage> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'));
  const base = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  const stop = () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    const next = join(dir, 'node_modules/.bin/next');
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
    execFileSync(next, ['build', '--webpack'], { cwd: dir, env, stdio: 'ignore' });
    server = spawn(next, ['start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore', detached: true });
    await waitFor(`${base}/`, 60_000);
    return { base, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
