import type { Writer } from '../db/write.js';
import { eventsRecorded } from './outbox.js';

/**
 * Runs a reader of the outbox (the webhook dispatcher, the broker relay) when there may be work:
 * after each commit of this instance that wrote events, and every `pollMs` for the rest (events of
 * other instances, retries that fell due). Wakes that come while it runs make one more run, never
 * two at once.
 */
export class OutboxFollower {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly writer: Writer,
    private readonly work: () => Promise<void>,
    private readonly pollMs = 1_000,
  ) {}

  /**
   * `interested` tells whether a commit's events may be work at all (the dispatcher: whether any
   * active webhook was seen); the poll runs regardless, so a reader that said no finds out within `pollMs`.
   */
  start(interested: () => boolean = () => true): void {
    // Only commits that wrote events bring work (the followers' own writes write none).
    let seen = eventsRecorded();
    this.writer.onCommit(() => {
      const recorded = eventsRecorded();
      if (recorded === seen) return;
      seen = recorded;
      if (interested()) this.wake();
    });
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs the work soon (several wakes in one turn make one run). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    setImmediate(() => void this.run());
  }

  /** No more runs; resolves once the one under way (if any) has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private async run(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.work();
      } while (this.again && !this.stopped);
    } finally {
      this.running = false;
    }
  }
}
