import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildOptions } from '../../src/main/app.js';
import { loadConfig, type Config } from '../../src/kernel/config.js';
import type { DatabaseHandle } from '../../src/platform/db/database.js';
import type { DialectName } from '../../src/platform/db/dialect.js';
import { createOrganization } from '../../src/features/organizations/organization.service.js';
import { ensureAccessKey } from '../../src/features/organizations/access-key.repository.js';
import { newId } from '../../src/kernel/ids.js';
import { createTestDatabase } from './database.js';
import { checkAnswersOf } from './answers.js';

export const ACCESS_KEY = 'SWSCTESTACCESSKEY000000001';

/** Cheap Argon2id settings for tests: the same code path, a fraction of the time. */
export const TEST_CONFIG_OVERRIDES: Partial<Config> = {
  PASSWORD_HASH_MEMORY_KIB: 1024,
  PASSWORD_HASH_ITERATIONS: 1,
  LOG_LEVEL: 'silent',
  // Every test request comes from 127.0.0.1; the limit has tests of its own (abuse.test.ts).
  RATE_LIMIT_MAX: 0,
};

export interface TestOrganization {
  organizationId: string;
  adminId: string;
  adminEmail: string;
  adminPassword: string;
  memberId: string;
  memberEmail: string;
  memberPassword: string;
  /** sw-access-key + the admin's sw-context-token */
  headers: Record<string, string>;
  /** sw-access-key + the member's sw-context-token */
  memberHeaders: Record<string, string>;
}

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  acme: TestOrganization;
  globex: TestOrganization;
}

/** A service on a fresh database with two organizations, each with an admin and a member, logged in. */
export async function buildTestApp(
  t: TestContext,
  dialect: DialectName,
  overrides: Partial<Config> = {},
  options: BuildOptions = { logger: process.env.TEST_LOG ? { level: 'error' } : false },
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { migrated: true });
  const config = loadConfig({}, { ...TEST_CONFIG_OVERRIDES, ...overrides });
  const app = await buildApp(config, database, options);
  // Every answer this app gives a test is checked against its OpenAPI document.
  const assertAnswersConformed = checkAnswersOf(app);
  t.after(async () => {
    await app.close();
    await database.close();
    assertAnswersConformed();
  });
  await ensureAccessKey(database.db, ACCESS_KEY, 'tests');
  const acme = await seedOrganization(app, 'Acme');
  const globex = await seedOrganization(app, 'Globex');
  return { app, config, database, acme, globex };
}

async function seedOrganization(app: App, name: string): Promise<TestOrganization> {
  const suffix = newId().slice(-8);
  const adminEmail = `admin-${suffix}@${name.toLowerCase()}.example`;
  const created = await createOrganization(app.writer, app.passwords, { name, adminEmail, adminPassword: 'admin-password-1' });
  const memberEmail = `member-${suffix}@${name.toLowerCase()}.example`;
  const memberId = `member-${suffix}`;
  const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, adminEmail, 'admin-password-1') };
  const res = await app.inject({
    method: 'POST',
    url: '/store-api/employee',
    headers,
    payload: { id: memberId, email: memberEmail, firstName: 'Mia', lastName: name, role: 'member', password: 'member-password-1' },
  });
  assert.equal(res.statusCode, 201, res.body);
  return {
    organizationId: created.organization.id,
    adminId: created.admin.id,
    adminEmail,
    adminPassword: 'admin-password-1',
    memberId,
    memberEmail,
    memberPassword: 'member-password-1',
    headers,
    memberHeaders: { 'sw-access-key': ACCESS_KEY, 'sw-context-token': await login(app, memberEmail, 'member-password-1') },
  };
}

export async function login(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/store-api/account/login', headers: { 'sw-access-key': ACCESS_KEY }, payload: { username, password } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().contextToken;
}

/** Asserts the whole error envelope of docs/contract.md §5 and answers its first error. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, pointer?: string) {
  assert.equal(res.statusCode, status, `expected ${status} ${code}, got ${res.statusCode}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body = res.json();
  assert.ok(Array.isArray(body.errors) && body.errors.length > 0, 'errors must be a non-empty array');
  for (const error of body.errors) {
    assert.equal(error.status, String(status));
    assert.equal(typeof error.title, 'string');
    assert.equal(typeof error.detail, 'string');
  }
  const match = body.errors.find(
    (error: { code: string; source?: { pointer?: string } }) => error.code === code && (pointer === undefined || error.source?.pointer === pointer),
  );
  assert.ok(match, `no error ${code}${pointer ? ` at ${pointer}` : ''} in ${res.body}`);
  return match as { status: string; code: string; title: string; detail: string; source?: { pointer: string }; meta?: Record<string, unknown> };
}

/** How many answers had each status: `{ 200: 1, 412: 9 }`. */
export function countStatuses(answers: readonly { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}
