import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Makes each request (a new path or body), for writes that must not repeat. */
  setupRequest?: (request: { method?: string; path?: string; body?: string; headers?: Record<string, string> }) => object;
  connections?: number;
  durationSeconds: number;
}

/** One autocannon run against 127.0.0.1, bounded in time. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...(options.body || options.setupRequest ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.body,
    connections: options.connections ?? 50,
    duration: options.durationSeconds,
    requests: options.setupRequest ? [{ setupRequest: options.setupRequest as never }] : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
