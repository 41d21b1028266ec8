import { Type, type Static } from 'typebox';

/**
 * Every error code the API can answer, declared once with its status and title (docs/contract.md §5).
 * Domain code throws `new AppError(code, …)`; the one error handler below turns it, and every
 * error of Fastify's own layers, into the shared envelope.
 */
export const ERROR_CODES = {
  // 400
  VALIDATION__INVALID: { status: 400, title: 'Bad Request' },
  REQUEST__MALFORMED_JSON: { status: 400, title: 'Bad Request' },
  CRITERIA__INVALID: { status: 400, title: 'Bad Request' },
  PRODUCT_LIST__TOO_MANY_LINE_ITEMS: { status: 400, title: 'Bad Request' },
  SSO__DISCOVERY_FAILED: { status: 400, title: 'Bad Request' },
  SSO__RETURN_TO_NOT_ALLOWED: { status: 400, title: 'Bad Request' },
  SSO__STATE_INVALID: { status: 400, title: 'Bad Request' },
  // 401
  AUTH__ACCESS_KEY_INVALID: { status: 401, title: 'Unauthorized' },
  AUTH__CONTEXT_TOKEN_INVALID: { status: 401, title: 'Unauthorized' },
  AUTH__INVALID_CREDENTIALS: { status: 401, title: 'Unauthorized' },
  AUTH__INVITATION_INVALID: { status: 401, title: 'Unauthorized' },
  AUTH__TICKET_INVALID: { status: 401, title: 'Unauthorized' },
  AUTH__SECOND_FACTOR_REQUIRED: { status: 401, title: 'Unauthorized' },
  AUTH__SECOND_FACTOR_INVALID: { status: 401, title: 'Unauthorized' },
  AUTH__SSO_CODE_INVALID: { status: 401, title: 'Unauthorized' },
  // 403
  AUTH__PERMISSION_DENIED: { status: 403, title: 'Forbidden' },
  AUTH__PASSWORD_LOGIN_DISABLED: { status: 403, title: 'Forbidden' },
  AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED: { status: 403, title: 'Forbidden' },
  AUTH__SSO_SESSION_BOUND: { status: 403, title: 'Forbidden' },
  AUTH__GUEST_NOT_ALLOWED: { status: 403, title: 'Forbidden' },
  // 404
  ROUTE__NOT_FOUND: { status: 404, title: 'Not Found' },
  EMPLOYEE__NOT_FOUND: { status: 404, title: 'Not Found' },
  PRODUCT_LIST__NOT_FOUND: { status: 404, title: 'Not Found' },
  PRODUCT_LIST__LINE_ITEM_NOT_FOUND: { status: 404, title: 'Not Found' },
  ROLE__NOT_FOUND: { status: 404, title: 'Not Found' },
  ORGANIZATION_UNIT__NOT_FOUND: { status: 404, title: 'Not Found' },
  WEBHOOK__NOT_FOUND: { status: 404, title: 'Not Found' },
  SESSION__NOT_FOUND: { status: 404, title: 'Not Found' },
  ORGANIZATION__NOT_FOUND: { status: 404, title: 'Not Found' },
  SSO__NOT_CONFIGURED: { status: 404, title: 'Not Found' },
  SCIM__TOKEN_NOT_FOUND: { status: 404, title: 'Not Found' },
  // 405
  ROUTE__METHOD_NOT_ALLOWED: { status: 405, title: 'Method Not Allowed' },
  // 409
  EMPLOYEE__DUPLICATE_ID: { status: 409, title: 'Conflict' },
  EMPLOYEE__DUPLICATE_EMAIL: { status: 409, title: 'Conflict' },
  EMPLOYEE__LAST_ADMIN: { status: 409, title: 'Conflict' },
  EMPLOYEE__NOT_INVITED: { status: 409, title: 'Conflict' },
  EMPLOYEE__PASSWORD_REQUIRED: { status: 409, title: 'Conflict' },
  IDEMPOTENCY__KEY_REUSED: { status: 409, title: 'Conflict' },
  WRITE__CONFLICT: { status: 409, title: 'Conflict' },
  ROLE__DUPLICATE_NAME: { status: 409, title: 'Conflict' },
  ROLE__IN_USE: { status: 409, title: 'Conflict' },
  ROLE__BUILT_IN: { status: 409, title: 'Conflict' },
  ROLE__LAST_MANAGER: { status: 409, title: 'Conflict' },
  PRODUCT_LIST__ORDER_MISMATCH: { status: 409, title: 'Conflict' },
  PRODUCT_LIST__STATUS_CONFLICT: { status: 409, title: 'Conflict' },
  PRODUCT_LIST__GUEST_LIMIT: { status: 409, title: 'Conflict' },
  ORGANIZATION_UNIT__CYCLE: { status: 409, title: 'Conflict' },
  ORGANIZATION_UNIT__TOO_DEEP: { status: 409, title: 'Conflict' },
  ORGANIZATION_UNIT__DUPLICATE_NAME: { status: 409, title: 'Conflict' },
  ORGANIZATION_UNIT__NOT_EMPTY: { status: 409, title: 'Conflict' },
  ORGANIZATION__SSO_REQUIRED: { status: 409, title: 'Conflict' },
  EMPLOYEE__PERSON_SHARED: { status: 409, title: 'Conflict' },
  AUTH__SECOND_FACTOR_ACTIVE: { status: 409, title: 'Conflict' },
  AUTH__SECOND_FACTOR_NOT_ENROLLED: { status: 409, title: 'Conflict' },
  // 412
  REQUEST__PRECONDITION_FAILED: { status: 412, title: 'Precondition Failed' },
  // 406
  REQUEST__NOT_ACCEPTABLE: { status: 406, title: 'Not Acceptable' },
  // 408
  REQUEST__TIMEOUT: { status: 408, title: 'Request Timeout' },
  // 413, 415, 431
  REQUEST__HEADERS_TOO_LARGE: { status: 431, title: 'Request Header Fields Too Large' },
  REQUEST__BODY_TOO_LARGE: { status: 413, title: 'Payload Too Large' },
  REQUEST__UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Unsupported Media Type' },
  // 429
  AUTH__TOO_MANY_ATTEMPTS: { status: 429, title: 'Too Many Requests' },
  REQUEST__TOO_MANY_REQUESTS: { status: 429, title: 'Too Many Requests' },
  // 500, 503
  SERVER__INTERNAL_ERROR: { status: 500, title: 'Internal Server Error' },
  SERVER__UNAVAILABLE: { status: 503, title: 'Service Unavailable' },
  SERVER__INSUFFICIENT_STORAGE: { status: 507, title: 'Insufficient Storage' },
  EVENTS__TOO_MANY_STREAMS: { status: 503, title: 'Service Unavailable' },
  SSO__PROVIDER_UNAVAILABLE: { status: 503, title: 'Service Unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ErrorObject = Type.Object(
  {
    status: Type.String({ examples: ['404'] }),
    code: Type.String({ examples: ['PRODUCT_LIST__NOT_FOUND'] }),
    title: Type.String(),
    detail: Type.String(),
    source: Type.Optional(Type.Object({ pointer: Type.String() })),
    meta: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type ErrorObject = Static<typeof ErrorObject>;

/** The shared error envelope (docs/contract.md §5). */
export const ErrorEnvelope = Type.Object({ errors: Type.Array(ErrorObject) }, { description: 'Every error answer, from every layer, has this shape.' });
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** One failing field of a request, addressed by a JSON pointer into the body (`/3/email`). */
export interface ValidationIssue {
  pointer: string;
  detail: string;
  code?: ErrorCode;
  parameters?: Record<string, unknown>;
}

/**
 * Entries of one request that repeat an earlier entry's key (a product twice in one PATCH, an
 * employee twice in one share): one issue per repeat, naming the first. Undefined keys are skipped.
 * Answers the issues and the first index of every key.
 */
export function repeatedKeys(
  keys: readonly (string | undefined)[],
  pointerOf: (index: number) => string,
  detailOf: (key: string, first: number) => string,
): { issues: ValidationIssue[]; firstIndex: Map<string, number> } {
  const issues: ValidationIssue[] = [];
  const firstIndex = new Map<string, number>();
  keys.forEach((key, index) => {
    if (key === undefined) return;
    const first = firstIndex.get(key);
    if (first !== undefined) issues.push({ pointer: pointerOf(index), detail: detailOf(key, first) });
    else firstIndex.set(key, index);
  });
  return { issues, firstIndex };
}

export interface AppErrorOptions {
  detail?: string;
  pointer?: string;
  parameters?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly pointer?: string;
  readonly parameters?: Record<string, unknown>;
  readonly headers?: Record<string, string>;
  /** Extra error objects (validation reports every failing field). */
  readonly issues: readonly ValidationIssue[];

  constructor(code: ErrorCode, options: AppErrorOptions = {}, issues: readonly ValidationIssue[] = []) {
    super(options.detail ?? ERROR_CODES[code].title);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.pointer = options.pointer;
    this.parameters = options.parameters;
    this.headers = options.headers;
    this.issues = issues;
  }

  /** A 400 that reports every failing field at once. */
  static validation(issues: readonly ValidationIssue[], code: ErrorCode = 'VALIDATION__INVALID'): AppError {
    return new AppError(code, { detail: issues[0]?.detail ?? 'The request is invalid.' }, issues);
  }

  toEnvelope(): ErrorEnvelope {
    if (this.issues.length > 0) {
      return { errors: this.issues.map((issue) => errorObject(issue.code ?? this.code, issue.detail, issue.pointer, issue.parameters)) };
    }
    return { errors: [errorObject(this.code, this.message, this.pointer, this.parameters)] };
  }
}

export function errorObject(code: ErrorCode, detail: string, pointer?: string, parameters?: Record<string, unknown>): ErrorObject {
  const { status, title } = ERROR_CODES[code];
  const error: ErrorObject = { status: String(status), code, title, detail };
  if (pointer !== undefined) error.source = { pointer };
  if (parameters !== undefined) error.meta = { parameters };
  return error;
}

/** The error answers every route can give, for its response schema and the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorEnvelope> {
  const responses: Record<number, typeof ErrorEnvelope> = {};
  // Every operation may meet a database out of reach (503) or, writing, a full disk (507).
  for (const status of [400, 401, 404, 429, 500, 503, 507, ...statuses]) responses[status] = ErrorEnvelope;
  return responses;
}
