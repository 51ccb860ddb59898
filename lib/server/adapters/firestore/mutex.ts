import 'server-only';

/** A promise-chain mutex: tasks run one at a time, in call order; a failure does not break the chain. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => Promise<R> | R): Promise<R> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** resolves when every task queued so far has settled */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
