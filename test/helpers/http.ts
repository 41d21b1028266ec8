export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body, or the text when it is not JSON (HAProxy's own error pages). */
  body: any;
  json: boolean;
}

/** One request over a real socket; JSON in, JSON (or text) out. */
export async function call(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').startsWith('application/json') && text !== '';
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text, json };
}
