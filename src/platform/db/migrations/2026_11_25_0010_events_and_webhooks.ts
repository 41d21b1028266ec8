import type { Kysely } from 'kysely';

/**
 * Events out and history kept (docs/contract.md §9).
 *
 * `event` is the transactional outbox and the audit log at once: every committed change writes one
 * row in its own transaction, numbered by `sequence`, which rises by exactly 1 per organization in
 * commit order (`event_stream.last_sequence` is moved by the same transaction and its row stays
 * locked until the commit). Rows are never updated; only AUDIT_RETENTION_DAYS removes them.
 * `scope_path` is the unit path of what the event is about (the employee's unit, a list owner's,
 * the unit itself; null at organization level): who may read the entry is decided by it, also
 * once the resource is gone.
 *
 * `event_stream.published_sequence`: how far the broker has confirmed (EVENTS_AMQP_URL).
 *
 * `webhook.delivered_sequence` is each webhook's cursor: every event of its organization up to it
 * has been delivered or did not match. One instance at a time holds a webhook's lease
 * (`lease_until`) and delivers in sequence order; a lease that runs out (a killed instance) is
 * taken over, and the event is sent again (at least once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('event')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('sequence', 'bigint', (column) => column.notNull())
    .addColumn('id', 'varchar(64)', (column) => column.notNull())
    .addColumn('type', 'varchar(64)', (column) => column.notNull())
    .addColumn('occurred_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('actor_type', 'varchar(16)', (column) => column.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('resource_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('resource_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('resource_version', 'integer')
    .addColumn('scope_path', 'varchar(200)')
    .addColumn('request_id', 'varchar(128)')
    .addColumn('data', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('event_pk', ['organization_id', 'sequence'])
    .execute();
  // Searches find a page's rows by id (criteria.apply.ts); receivers know events by it.
  await db.schema.createIndex('event_id_idx').on('event').column('id').unique().execute();
  await db.schema.createIndex('event_resource_idx').on('event').columns(['organization_id', 'resource_type', 'resource_id', 'sequence']).execute();
  await db.schema.createIndex('event_occurred_at_idx').on('event').columns(['organization_id', 'occurred_at', 'sequence']).execute();
  await db.schema.createIndex('event_actor_idx').on('event').columns(['organization_id', 'actor_id', 'sequence']).execute();
  await db.schema.createIndex('event_type_idx').on('event').columns(['organization_id', 'type', 'sequence']).execute();
  // Retention deletes by age across organizations.
  await db.schema.createIndex('event_retention_idx').on('event').columns(['occurred_at']).execute();

  await db.schema.createTable('event_stream')
    .addColumn('organization_id', 'varchar(64)', (column) => column.primaryKey().references('organization.id').onDelete('cascade'))
    .addColumn('last_sequence', 'bigint', (column) => column.notNull())
    .addColumn('published_sequence', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('webhook')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (column) => column.notNull())
    .addColumn('url', 'varchar(2048)', (column) => column.notNull())
    .addColumn('events', 'text', (column) => column.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('secret', 'varchar(128)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('delivered_sequence', 'bigint', (column) => column.notNull())
    .addColumn('failing_since', 'varchar(32)')
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('lease_owner', 'varchar(64)')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('webhook_pk', ['organization_id', 'id'])
    .execute();
  await db.schema.createIndex('webhook_due_idx').on('webhook').columns(['status', 'organization_id']).execute();
  for (const column of ['url', 'status', 'created_at', 'updated_at']) {
    await db.schema.createIndex(`webhook_${column}_idx`).on('webhook').columns(['organization_id', column, 'id']).execute();
  }

  await db.schema.createTable('webhook_delivery')
    .addColumn('organization_id', 'varchar(64)', (column) => column.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (column) => column.notNull())
    .addColumn('webhook_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('event_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('sequence', 'bigint', (column) => column.notNull())
    .addColumn('event_type', 'varchar(64)', (column) => column.notNull())
    .addColumn('attempted_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('outcome', 'varchar(16)', (column) => column.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('error', 'varchar(1000)')
    .addPrimaryKeyConstraint('webhook_delivery_pk', ['organization_id', 'id'])
    .execute();
  await db.schema.createIndex('webhook_delivery_webhook_idx').on('webhook_delivery').columns(['organization_id', 'webhook_id', 'id']).execute();
  await db.schema.createIndex('webhook_delivery_age_idx').on('webhook_delivery').columns(['attempted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_delivery').execute();
  await db.schema.dropTable('webhook').execute();
  await db.schema.dropTable('event_stream').execute();
  await db.schema.dropTable('event').execute();
}
