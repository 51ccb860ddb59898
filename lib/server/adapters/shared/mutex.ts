import 'server-only';

/**
 * A mutex: tasks run one at a time, in call order, except that an urgent task goes before the
 * ordinary tasks waiting (after the urgent ones already waiting). better-sqlite3 has one
 * connection per store, so a transaction left open across an `await` would swallow any other write
 * issued meanwhile; the Firestore adapter serialises transactions the test emulator does not isolate.
 */
export class Mutex {
  private busy = false;
  private readonly waiting: { urgent: boolean; start: () => void }[] = [];
  private readonly idlers: (() => void)[] = [];

  async run<R>(task: () => Promise<R> | R, { urgent = false }: { urgent?: boolean } = {}): Promise<R> {
    await this.acquire(urgent);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** resolves when every task queued so far has settled (and none is waiting) */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idlers.push(resolve));
  }

  private acquire(urgent: boolean): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((start) => {
      // Urgent tasks queue among themselves, ahead of every ordinary one.
      const at = urgent ? this.waiting.findIndex((entry) => !entry.urgent) : -1;
      if (at === -1) this.waiting.push({ urgent, start });
      else this.waiting.splice(at, 0, { urgent, start });
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next.start();
      return;
    }
    this.busy = false;
    for (const resolve of this.idlers.splice(0)) resolve();
  }
}
