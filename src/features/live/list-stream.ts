import { PassThrough } from 'node:stream';
import type { ListEvent } from '../../platform/live/list-events.js';

/** A stream whose client falls this far behind is ended (it reconnects and resumes). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A stream whose list became hidden or was deleted waits this long for the events still on their way before it is revoked. */
const EVENTS_IN_FLIGHT_MS = 2000;

/** What a check of the stream's right to go on found (list-events.routes.ts, `stillAllowed`). */
export interface StreamCheck {
  allowed: boolean;
  /** The list's version when it is hidden from the caller now (events up to it may still be on their way). */
  version?: number;
  /** The list is gone (its list.deleted event may still be on its way). */
  gone?: boolean;
}

/**
 * One client's Server-Sent Events of one list (docs/contract.md §9), as a small state machine:
 * events wait until the stream has read the list's version (`start`), then only newer ones are sent,
 * in order; a skipped version is said as a `reset`; a client that does not read is ended rather than
 * buffered without bound; a check that finds the list hidden or gone waits for the events still on
 * their way (up to EVENTS_IN_FLIGHT_MS), then revokes. `onEnd` runs once, however it ends.
 */
export class ListStream {
  readonly body = new PassThrough();
  private started = false;
  private lastSent = 0;
  private readonly waiting: [ListEvent, string][] = [];
  private ended = false;
  private checking = false;
  private revokeAfter: { version: number; since: number } | undefined;

  constructor(
    private readonly listId: string,
    private readonly check: () => Promise<StreamCheck>,
    private readonly onEnd: () => void,
  ) {}

  get isEnded(): boolean {
    return this.ended;
  }

  /** An event of the list, from the hub: sent once the stream has started, kept until then. */
  deliver(event: ListEvent, frame: string): void {
    if (this.started) this.send(event, frame);
    else this.waiting.push([event, frame]);
  }

  /** The hub may have missed events (its connection to the database was lost). */
  reset(): void {
    if (this.started) this.write(resetFrame(this.listId, this.lastSent, 'This instance may have missed events; reload the list.'));
  }

  /** The heartbeat: a comment line that keeps proxies from closing an idle stream, and a check. */
  heartbeat(): void {
    this.write(': heartbeat\n\n');
    this.recheck();
  }

  /**
   * The stream begins at the list's `version`: a `ready` event, or what came after `lastEventId`
   * (`missed`, as the hub still holds it; undefined: no longer held, a `reset`), then what waited.
   */
  start(version: number, lastEventId: number | undefined, missed: readonly string[] | undefined): void {
    this.write('retry: 2000\n\n');
    if (lastEventId === undefined) this.write(`id: ${version}\nevent: ready\ndata: ${JSON.stringify({ listId: this.listId, version })}\n\n`);
    else if (missed) for (const frame of missed) this.write(frame);
    else this.write(resetFrame(this.listId, version, 'The events since Last-Event-ID are no longer held; reload the list.'));
    this.lastSent = version;
    this.started = true;
    for (const [event, frame] of this.waiting.splice(0)) this.send(event, frame);
  }

  /** Whether the session still stands and may read the list: asked at every heartbeat and when its shares change. */
  recheck(): void {
    if (this.checking || this.ended) return;
    this.checking = true;
    this.check().then(
      (answer) => {
        this.checking = false;
        if (this.ended) return;
        if (answer.allowed) {
          this.revokeAfter = undefined;
          return;
        }
        const awaited = answer.gone ? Number.POSITIVE_INFINITY : answer.version;
        if (awaited !== undefined && awaited > this.lastSent) {
          this.revokeAfter ??= { version: awaited, since: Date.now() };
          if (Date.now() - this.revokeAfter.since < EVENTS_IN_FLIGHT_MS) return;
        }
        this.revoke();
      },
      () => {
        this.checking = false;
      },
    );
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    this.body.end();
  }

  private write(frame: string): void {
    if (this.ended) return;
    this.body.write(frame);
    // A client that does not read: ended rather than buffered without bound (it resumes on reconnect).
    if (this.body.writableLength > MAX_BUFFERED_BYTES) this.end();
  }

  private send(event: ListEvent, frame: string): void {
    const version = event.data.version;
    if (version <= this.lastSent) return;
    // A version skipped: this instance missed an event (its LISTEN connection was lost).
    if (version > this.lastSent + 1 && event.type !== 'list.deleted') this.write(resetFrame(this.listId, version - 1, 'Events were missed; reload the list.'));
    this.lastSent = version;
    this.write(frame);
    if (event.type === 'list.deleted') this.end();
    else if (this.revokeAfter && version >= this.revokeAfter.version) this.revoke();
  }

  private revoke(): void {
    this.write(`event: revoked\ndata: ${JSON.stringify({ listId: this.listId, reason: 'The session ended, or the list is no longer shared with you.' })}\n\n`);
    this.end();
  }
}

/** A `reset` event: the client reloads the list (its id is the version to go on from). */
function resetFrame(listId: string, version: number, reason: string): string {
  return `id: ${version}\nevent: reset\ndata: ${JSON.stringify({ listId, version, reason })}\n\n`;
}
