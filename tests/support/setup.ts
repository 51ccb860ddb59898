import '@testing-library/jest-dom';

// Nothing outside this machine is reached from a test: google-auth-library (under firebase-admin)
// must not probe the cloud metadata server to find out whether it runs on Google Cloud.
process.env.METADATA_SERVER_DETECTION = 'none';

// Sessions and password links are sealed with this key in tests (no file under DATA_DIR).
process.env.SESSION_SECRET ??= 'test-session-secret-0123456789-abcdefghijkl';

// The server's JSON log lines go to the console in tests (warnings and errors only), so a test
// can silence them or read what was written with jest.spyOn(console, 'error' | 'warn').
if (typeof window === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { setLogSink } = require('@/lib/server/logger') as typeof import('@/lib/server/logger');
  setLogSink((line) => {
    const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
    if (level >= 50) console.error(line.trimEnd());
    else if (level >= 40) console.warn(line.trimEnd());
  });
}
