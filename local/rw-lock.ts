// A read/write lock for the local DynamoDB engine: reads share it, writes and
// transactions hold it alone, so a transaction is all-or-nothing for everyone.
export class RwLock {
  private readers = 0;
  private writer = false;
  private queue: { write: boolean; resolve: () => void }[] = [];

  async read<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire(false);
    try {
      return await fn();
    } finally {
      this.readers--;
      this.drain();
    }
  }

  async write<T>(fn: () => Promise<T>): Promise<T> {
    await this.acquire(true);
    try {
      return await fn();
    } finally {
      this.writer = false;
      this.drain();
    }
  }

  private acquire(write: boolean): Promise<void> {
    return new Promise((resolve) => {
      this.queue.push({ write, resolve });
      this.drain();
    });
  }

  // First come, first served: a waiting writer blocks later readers.
  private drain(): void {
    while (this.queue.length > 0 && !this.writer) {
      const next = this.queue[0]!;
      if (next.write) {
        if (this.readers > 0) return;
        this.queue.shift();
        this.writer = true;
        next.resolve();
        return;
      }
      this.queue.shift();
      this.readers++;
      next.resolve();
    }
  }
}
