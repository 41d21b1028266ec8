import { Type, type Static } from 'typebox';
import { MultiLineText, Nullable, StringEnum, Timestamp } from '../../platform/http/common.schemas.js';
import { EVENT_PATTERNS } from '../../kernel/event-types.js';

const Url = Type.String({
  minLength: 1,
  maxLength: 2048,
  description: 'https:// (http:// only with WEBHOOK_ALLOW_HTTP); its host must resolve to public addresses only (WEBHOOK_ALLOW_PRIVATE_NETWORKS).',
});
/** `*`, `product_list.*`, `employee.deactivated`: everything, every type of a resource, or a type (kernel/event-types.ts). */
const Events = Type.Array(StringEnum(EVENT_PATTERNS), {
  minItems: 1,
  maxItems: 50,
  uniqueItems: true,
  description:
    'Event types to deliver: `product_list.*` (every type of a resource), `employee.deactivated` (one type), `*` (everything). A name that is none of these is a 400 naming the nearest.',
});
const Description = Nullable(MultiLineText({ maxLength: 1000 }));

export const WebhookCreate = Type.Object({ url: Url, events: Events, description: Type.Optional(Description) }, { additionalProperties: false });
export type WebhookCreate = Static<typeof WebhookCreate>;

export const WebhookPatch = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Description),
    status: Type.Optional(
      StringEnum(['active', 'disabled'] as const, {
        description: '`active` enables a disabled or failing webhook (its backlog is delivered, in order); `disabled` pauses it (events keep waiting).',
      }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type WebhookPatch = Static<typeof WebhookPatch>;

export const Webhook = Type.Object({
  apiAlias: Type.Literal('b2b_webhook'),
  id: Type.String(),
  organizationId: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  status: StringEnum(['active', 'failing', 'disabled'] as const, {
    description: '`failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.',
  }),
  deliveredSequence: Type.Integer({ description: 'Every event of the organization up to this sequence was delivered (or did not match).' }),
  failingSince: Nullable(Timestamp),
  nextAttemptAt: Nullable(Timestamp),
  lastError: Nullable(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Type.Integer(),
});
export type Webhook = Static<typeof Webhook>;

export const WebhookCreated = Type.Object({
  ...Webhook.properties,
  secret: Type.String({ description: 'The signing secret, shown this once: `Store-Api-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.' }),
});
export type WebhookCreated = Static<typeof WebhookCreated>;

export const WebhookDelivery = Type.Object({
  apiAlias: Type.Literal('b2b_webhook_delivery'),
  id: Type.String(),
  eventId: Type.String(),
  eventType: Type.String(),
  sequence: Type.Integer(),
  attemptedAt: Timestamp,
  outcome: StringEnum(['delivered', 'failed'] as const),
  responseStatus: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
  error: Nullable(Type.String()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveries = Type.Object({
  apiAlias: Type.Literal('b2b_webhook_deliveries'),
  webhookId: Type.String(),
  elements: Type.Array(WebhookDelivery, { description: 'The most recent attempts first (at most `limit`; attempts older than 7 days are gone).' }),
});
export type WebhookDeliveries = Static<typeof WebhookDeliveries>;

export const DeliveriesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })) });

export const Redeliver = Type.Object(
  {
    fromSequence: Type.Integer({
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'Deliver again every matching event from this sequence on, in order (events older than AUDIT_RETENTION_DAYS are gone).',
    }),
  },
  { additionalProperties: false },
);
export type Redeliver = Static<typeof Redeliver>;
