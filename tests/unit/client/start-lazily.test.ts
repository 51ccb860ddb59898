import { startLazily } from '@/lib/client/start-lazily';

/** A module load the test settles by hand. */
function deferredLoad<M>() {
  let resolve!: (module: M) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<M>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: () => promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLazily', () => {
  it('starts the module once it is here, and its stop runs with the cleanup', async () => {
    const moduleStop = jest.fn();
    const start = jest.fn(() => moduleStop);
    const { load, resolve } = deferredLoad<{ name: string }>();
    const stop = startLazily(load, start);
    expect(start).not.toHaveBeenCalled();
    resolve({ name: 'recorders' });
    await settle();
    expect(start).toHaveBeenCalledWith({ name: 'recorders' });
    expect(moduleStop).not.toHaveBeenCalled();
    stop();
    expect(moduleStop).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when stopped before the module arrives (the component left)', async () => {
    const start = jest.fn(() => jest.fn());
    const { load, resolve } = deferredLoad<object>();
    const stop = startLazily(load, start);
    stop();
    resolve({});
    await settle();
    expect(start).not.toHaveBeenCalled();
  });

  it('a module that fails to load starts nothing and rejects nothing', async () => {
    const start = jest.fn(() => jest.fn());
    const { load, reject } = deferredLoad<object>();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const stop = startLazily(load, start);
      reject(new Error('ChunkLoadError'));
      await settle();
      await settle();
      stop();
      expect(start).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
