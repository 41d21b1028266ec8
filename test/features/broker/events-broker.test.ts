import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import amqp from 'amqplib';
import { DIALECTS } from '../../helpers/dialects.js';
import { buildTestApp } from '../../helpers/app.js';
import { missingServer, startServer } from '../../helpers/servers.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../helpers/receiver.js';
import { tcpProxy } from '../../helpers/proxy.js';
import { EXCHANGE } from '../../../src/features/broker/amqp-relay.js';

const BROKER_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

async function brokerUnavailable(): Promise<string | undefined> {
  try {
    const connection = await amqp.connect(BROKER_URL);
    await connection.close();
    return undefined;
  } catch (error) {
    return missingServer(`RabbitMQ not reachable at ${BROKER_URL}: ${(error as Error).message}`, 'RabbitMQ');
  }
}
const skip = await brokerUnavailable();

/** The broker behind a proxy that a test can cut and restore (helpers/proxy.ts). */
async function brokerProxy(t: TestContext) {
  const target = new URL(BROKER_URL);
  const proxy = await tcpProxy(t, target.hostname, Number(target.port || 5672));
  return { url: `amqp://${target.username}:${target.password}@127.0.0.1:${proxy.port}`, cut: proxy.cut, restore: proxy.restore };
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: events to RabbitMQ`, { skip: dialect.skip ?? skip }, () => {
    test('every event reaches the broker once confirmed, in order; a broker outage under writes delays events, loses none and blocks no request', async (t) => {
      const proxy = await brokerProxy(t);
      const consumer = await amqp.connect(BROKER_URL);
      t.after(() => consumer.close());
      const channel = await consumer.createChannel();
      await channel.assertExchange(EXCHANGE, 'topic', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true });
      const received: { sequence: number; id: string; messageId: string; routingKey: string; persistent: boolean }[] = [];
      const { app, acme } = await buildTestApp(t, dialect.name, { EVENTS_AMQP_URL: proxy.url });
      await channel.bindQueue(queue, EXCHANGE, `${acme.organizationId}.#`);
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          const event = JSON.parse(message.content.toString());
          received.push({
            sequence: event.sequence,
            id: event.id,
            messageId: String(message.properties.messageId),
            routingKey: message.fields.routingKey,
            persistent: message.properties.deliveryMode === 2,
          });
        },
        { noAck: true },
      );

      const write = async (index: number) => {
        const res = await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: `List ${index}` } });
        assert.equal(res.statusCode, 201, res.body);
      };
      for (let index = 0; index < 10; index += 1) await write(index);
      await waitFor('the first events at the broker', () => received.some((message) => message.routingKey === `${acme.organizationId}.product_list.created`));
      await proxy.cut();
      // The broker is away: writes go on as before.
      const started = Date.now();
      for (let index = 10; index < 30; index += 1) await write(index);
      assert.ok(Date.now() - started < 5_000, 'writes were not held up by the broker');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await proxy.restore();
      for (let index = 30; index < 35; index += 1) await write(index);

      const entries = (
        await app.inject({
          method: 'POST',
          url: '/store-api/audit-log',
          headers: acme.headers,
          payload: { limit: 500, sort: [{ field: 'sequence', order: 'ASC' }] },
        })
      ).json().elements as { id: string; sequence: number }[];
      // The events before the consumer's queue was bound may have gone by; every one after it is there.
      const firstSeen = Math.min(...received.map((message) => message.sequence));
      const expected = entries.filter((entry) => entry.sequence >= firstSeen);
      await waitFor('every event at the broker', () => expected.every((entry) => received.some((message) => message.id === entry.id)), 60_000);
      for (const message of received) {
        assert.equal(message.messageId, message.id);
        assert.ok(message.persistent);
      }
      // In sequence order (a repeat after the outage starts again from the cursor, and goes on in order).
      const firstTimes = [...new Map(received.map((message) => [message.sequence, message])).keys()];
      assert.deepEqual(
        firstTimes,
        [...firstTimes].sort((a, b) => a - b),
      );
      const published = await app.db
        .selectFrom('event_stream')
        .select(['published_sequence', 'last_sequence'])
        .where('organization_id', '=', acme.organizationId)
        .executeTakeFirstOrThrow();
      await waitFor('the cursor at the end', async () => {
        const now = await app.db
          .selectFrom('event_stream')
          .select(['published_sequence', 'last_sequence'])
          .where('organization_id', '=', acme.organizationId)
          .executeTakeFirstOrThrow();
        return Number(now.published_sequence) === Number(now.last_sequence);
      });
      assert.ok(Number(published.last_sequence) >= 39);
    });
  });
}

test('the banner of a service relaying to RabbitMQ says so, without the password', { skip }, async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-amqp-banner-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ DATABASE_URL: `sqlite:${join(dir, 'banner.sqlite')}`, EVENTS_AMQP_URL: BROKER_URL });
  t.after(() => server.stop());
  const target = new URL(BROKER_URL);
  assert.match(server.output, new RegExp(`Events to RabbitMQ: amqp://${target.username}:\\*\\*\\*@${target.host}.*exchange ${EXCHANGE.replace('.', '\\.')}`));
  if (target.password !== '') assert.ok(!server.output.includes(`:${target.password}@`), 'the password is not printed');
});
