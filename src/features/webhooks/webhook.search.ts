import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { parseCriteria, type EntityDefinition, runSearch, searchResultOf } from '../criteria/index.js';
import { toWebhook, type WebhookRow } from './webhook.service.js';

/** What webhook searches may filter and sort by (docs/contract.md §4). */
export const WEBHOOK_SEARCH: EntityDefinition = {
  entity: 'b2b_webhook',
  apiAlias: 'b2b_webhook',
  idColumn: 'id',
  fields: {
    id: { column: 'id', type: 'id', filterable: true, sortable: true },
    url: { column: 'url', type: 'string', filterable: true, sortable: true },
    status: { column: 'status', type: 'string', filterable: true, sortable: true, values: ['active', 'failing', 'disabled'] },
    createdAt: { column: 'created_at', type: 'datetime', filterable: true, sortable: true },
    updatedAt: { column: 'updated_at', type: 'datetime', filterable: true, sortable: true },
  },
  includableFields: [
    'id',
    'organizationId',
    'url',
    'events',
    'description',
    'status',
    'deliveredSequence',
    'failingSince',
    'nextAttemptAt',
    'lastError',
    'createdAt',
    'updatedAt',
    'version',
  ],
  termColumns: ['url', 'description'],
  defaultSort: [{ field: 'createdAt', order: 'ASC' }],
};

/** `POST /webhooks`: Criteria over the organization's webhooks (never their secrets). */
export async function searchWebhooks(db: Db, caller: Caller, body: unknown) {
  const criteria = parseCriteria(body, WEBHOOK_SEARCH);
  const outcome = await runSearch({
    base: db.selectFrom('webhook').where('organization_id', '=', caller.organizationId),
    criteria,
    definition: WEBHOOK_SEARCH,
    selectRows: (query) => query.selectAll(),
  });
  return searchResultOf(WEBHOOK_SEARCH, criteria, outcome, (outcome.rows as WebhookRow[]).map(toWebhook));
}
