import { Mutex } from '@/lib/server/adapters/shared/mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the transaction mutex', () => {
  it('runs one task at a time, in call order, urgent tasks before the ordinary ones waiting', async () => {
    const mutex = new Mutex();
    const order: string[] = [];
    let running = 0;
    const task = (name: string) => async () => {
      running += 1;
      expect(running).toBe(1);
      await tick();
      order.push(name);
      running -= 1;
    };
    const all = [
      mutex.run(task('a')),
      mutex.run(task('b')),
      mutex.run(task('c')),
      mutex.run(task('urgent-1'), { urgent: true }),
      mutex.run(task('d')),
      mutex.run(task('urgent-2'), { urgent: true }),
    ];
    await Promise.all(all);
    // 'a' holds the lock; the urgent ones go next, among themselves in call order.
    expect(order).toEqual(['a', 'urgent-1', 'urgent-2', 'b', 'c', 'd']);
  });

  it('survives a failing task, gives its caller the failure, and says when it is idle', async () => {
    const mutex = new Mutex();
    const failed = mutex.run(async () => {
      throw new Error('boom');
    });
    const after = mutex.run(() => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(after).resolves.toBe('next');
    let idle = false;
    const slow = mutex.run(tick);
    const done = mutex.idle().then(() => {
      idle = true;
    });
    expect(idle).toBe(false);
    await slow;
    await done;
    expect(idle).toBe(true);
    await expect(mutex.idle()).resolves.toBeUndefined();
  });
});
