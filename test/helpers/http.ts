import { DOCUMENT_PATH } from '../../src/platform/http/document-paths.js';
import { checkerFor, type AnswerChecker, type OpenApiDocument } from './answers.js';

export interface Answer {
  status: number;
  headers: Headers;
  /** The JSON body, or the text when it is not JSON (HAProxy's own error pages). */
  // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
  body: any;
  json: boolean;
}

const checkers = new Map<string, AnswerChecker>();
/** The checker for the service behind `base`, from the document it serves (none while it cannot be read). */
async function checkerOf(base: string): Promise<AnswerChecker | undefined> {
  if (!checkers.has(base)) {
    const response = await fetch(`${base}${DOCUMENT_PATH}`, { signal: AbortSignal.timeout(20_000) }).catch(() => undefined);
    if (response?.status !== 200) return undefined;
    checkers.set(base, checkerFor((await response.json()) as OpenApiDocument));
  }
  return checkers.get(base);
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
  // The service's own answers (a balancer's error pages lack its headers) are checked against its document.
  if (response.headers.get('x-content-type-options') === 'nosniff') {
    const checker = await checkerOf(base);
    checker?.check(init.method ?? 'GET', path, { statusCode: response.status, contentType: response.headers.get('content-type') ?? undefined, body: text });
  }
  return { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text, json };
}
