/** One error of the service's envelope (docs/contract.md §5): its words are shown as they are. */
export interface ApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string };
  meta?: { parameters?: Record<string, unknown> };
}

/** An answer that was not a success, with the service's own errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorEntry[],
  ) {
    super(errors.map((error) => error.detail || error.title).join(' '));
  }

  /** The first error's code (`AUTH__SECOND_FACTOR_REQUIRED`, …). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

export interface Connection {
  apiUrl: string;
  accessKey: string;
  contextToken: string | null;
}

export interface RequestOptions {
  body?: unknown;
  /** A body sent as it is (a CSV file), with its content type. */
  raw?: { content: Blob | string; type: string };
  headers?: Record<string, string>;
  /** Answer the body as text (a CSV export), not as JSON. */
  text?: boolean;
}

/**
 * Calls the service: the access key and the context token go in headers, never in the URL (a browser's
 * EventSource uses the single-use ticket instead: list.element.ts). An error answer throws ApiError
 * with the service's errors; a network failure throws one error saying so.
 */
export async function callApi<T>(connection: Connection, method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: options.text ? 'text/csv' : 'application/json', 'sw-access-key': connection.accessKey, ...options.headers };
  if (connection.contextToken) headers['sw-context-token'] = connection.contextToken;
  let body: BodyInit | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = options.raw.content;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${connection.apiUrl.replace(/\/+$/, '')}${path}`, { method, headers, body, mode: 'cors', credentials: 'omit' });
  } catch {
    throw new ApiError(0, [{ status: '0', code: 'NETWORK', title: 'Network error', detail: '' }]);
  }
  if (response.ok) {
    if (response.status === 204) return undefined as T;
    return (options.text ? await response.text() : await response.json()) as T;
  }
  let errors: ApiErrorEntry[] = [];
  try {
    const answer = (await response.json()) as { errors?: ApiErrorEntry[] };
    errors = answer.errors ?? [];
  } catch {
    // Not the service's envelope (a proxy's page): the status alone says what happened.
  }
  if (errors.length === 0) errors = [{ status: String(response.status), code: `HTTP_${response.status}`, title: response.statusText, detail: '' }];
  throw new ApiError(response.status, errors);
}
