import 'server-only';

/**
 * A promise-chain mutex: tasks run one at a time, in call order. better-sqlite3 has one
 * connection per store, so a transaction left open across an `await` would swallow any other write
 * issued meanwhile; the Firestore adapter serialises transactions the test emulator does not isolate.
 */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => Promise<R> | R): Promise<R> {
    const result = this.tail.then(task);
    // The chain must survive a failed task; the caller still sees the failure through `result`.
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** resolves when every task queued so far has settled */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
