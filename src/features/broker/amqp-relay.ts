import { eventsAfter, markPublished, streamsBehind } from '../../platform/outbox/event-stream.js';
import { createRequire } from 'node:module';
import type { ChannelModel, ConfirmChannel } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { Writer } from '../../platform/db/write.js';
import { toStoreEvent } from '../../platform/outbox/event.schemas.js';
import { OutboxFollower } from '../../platform/outbox/outbox-follower.js';

/**
 * Every event also to RabbitMQ for operators (EVENTS_AMQP_URL, docs/contract.md §9): a durable
 * topic exchange `store-api.events`, routing key `<organizationId>.<type>`, persistent messages
 * carrying the event id as `messageId`, on a confirm channel.
 *
 * Per organization, `event_stream.published_sequence` says how far the broker has confirmed. The
 * relay reads the events after it, publishes them in order, waits for the broker's confirms and
 * only then moves it (compare-and-set: a relay that lost a race moves nothing). A broker outage
 * stops the relay, not the API: events wait in the outbox, and the relay reconnects with backoff
 * and goes on from the cursor. Instances racing for one organization may publish an event twice
 * (at least once: consumers deduplicate by `messageId`), never lose one.
 */

export const EXCHANGE = 'store-api.events';
const BATCH = 500;
const MAX_BACKOFF_MS = 30_000;

export interface RelayOptions {
  db: Db;
  writer: Writer;
  url: string;
  log: FastifyBaseLogger;
}

export class AmqpRelay {
  private connection: ChannelModel | undefined;
  private channel: ConfirmChannel | undefined;
  private readonly follower: OutboxFollower;
  private failures = 0;
  private retryAt = 0;
  /** For the bench and tests: events the broker confirmed. */
  readonly stats = { published: 0 };

  constructor(private readonly options: RelayOptions) {
    this.follower = new OutboxFollower(options.writer, () => this.run());
  }

  start(): void {
    this.follower.start();
  }

  async stop(): Promise<void> {
    await this.follower.stop();
    await this.disconnect();
  }

  private async run(): Promise<void> {
    if (Date.now() < this.retryAt) return;
    try {
      await this.publishBacklog();
      this.failures = 0;
    } catch (error) {
      // The broker (or the database) is away: try again later, from the cursor; nothing is lost.
      this.failures += 1;
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(this.failures, 10));
      this.retryAt = Date.now() + delay;
      if (this.failures === 1 || this.failures % 10 === 0)
        this.options.log.warn({ err: error, retryInMs: delay }, 'event broker unavailable; events wait in the outbox');
      await this.disconnect();
    }
  }

  private async connect(): Promise<ConfirmChannel> {
    if (this.channel) return this.channel;
    const amqp = createRequire(import.meta.url)('amqplib') as typeof import('amqplib');
    const connection = await amqp.connect(this.options.url);
    connection.on('error', () => {});
    connection.on('close', () => {
      if (this.connection === connection) {
        this.connection = undefined;
        this.channel = undefined;
      }
    });
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => {});
    await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
    this.connection = connection;
    this.channel = channel;
    return channel;
  }

  private async disconnect(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.channel = undefined;
    await connection?.close().catch(() => {});
  }

  /** Publishes every organization's events past its cursor, a batch at a time, each batch confirmed before the cursor moves. */
  private async publishBacklog(): Promise<void> {
    for (;;) {
      const behind = await streamsBehind(this.options.db, 100);
      if (behind.length === 0 || this.follower.isStopped) return;
      const channel = await this.connect();
      for (const stream of behind) {
        const from = Number(stream.published_sequence);
        const events = await eventsAfter(this.options.db, stream.organization_id, from, BATCH);
        if (events.length === 0) continue;
        for (const event of events) {
          channel.publish(EXCHANGE, `${event.organization_id}.${event.type}`, Buffer.from(JSON.stringify(toStoreEvent(event))), {
            persistent: true,
            messageId: event.id,
            type: event.type,
            contentType: 'application/json',
            timestamp: Math.floor(Date.parse(event.occurred_at) / 1000),
          });
        }
        await channel.waitForConfirms();
        const to = Number(events[events.length - 1]!.sequence);
        await this.options.writer.run((trx) => markPublished(trx, stream.organization_id, from, to));
        this.stats.published += events.length;
      }
    }
  }
}
