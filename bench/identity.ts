/**
 * The identity rows (issue 25, item 7): single sign-on's exchange of a one-time code for a session,
 * and SCIM's user creation. A code is minted by a callback after the provider's round trip, which
 * is the provider's time, not the service's: the benchmark mints them straight into the database
 * before the service starts (hashed, as the callback does), and measures the exchange alone.
 */
import { createDatabase } from '../src/platform/db/database.js';
import { hashToken, newToken } from '../src/kernel/tokens.js';
import type { Scenario } from './load.js';
import { BENCH_ACCESS_KEY, type SeededDatabase } from './seed.js';

/** Codes for the measured organization's buyers, valid an hour; answers them in clear. */
export async function mintSsoCodes(databaseUrl: string, seeded: SeededDatabase, count: number): Promise<string[]> {
  const database = createDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const emails = seeded.buyers.filter((buyer) => buyer.organization === 0).map((buyer) => buyer.email.toLowerCase());
    const people = await database.db
      .selectFrom('employee')
      .select(['id', 'organization_id'])
      .where('email_normalized', 'in', emails.length > 0 ? emails : [seeded.adminEmail.toLowerCase()])
      .execute();
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    const codes = Array.from({ length: count }, () => newToken());
    for (let start = 0; start < codes.length; start += 500) {
      const rows = codes.slice(start, start + 500).map((code, index) => {
        const person = people[(start + index) % people.length]!;
        return { code_hash: hashToken(code), organization_id: person.organization_id, employee_id: person.id, expires_at: expiresAt };
      });
      await database.db.insertInto('sso_code').values(rows).execute();
    }
    return codes;
  } finally {
    await database.close();
  }
}

/** POST /account/sso/exchange, each request with a code of its own (a used one would be a 401). */
export function ssoExchangeScenario(url: string, codes: readonly string[]): Scenario {
  let next = 0;
  const body = () => JSON.stringify({ code: codes[next++ % codes.length] });
  return {
    key: 'sso-exchange',
    name: `POST sso/exchange (one-time code for a session; ${codes.length.toLocaleString('en-US')} codes)`,
    load: {
      url: `${url}/store-api/account/sso/exchange`,
      method: 'POST',
      headers: { 'sw-access-key': BENCH_ACCESS_KEY },
      body: body(),
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  };
}

/** POST /scim/v2/Users as an identity provider sends it, a new user each request. */
export async function scimCreateScenario(url: string, adminHeaders: Record<string, string>): Promise<Scenario> {
  const response = await fetch(`${url}/store-api/organization/scim-token`, { method: 'POST', headers: adminHeaders });
  if (response.status !== 201) throw new Error(`scim token: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  const run = Date.now().toString(36);
  let user = 0;
  const body = () => {
    user += 1;
    const email = `scim-${run}-${user}@bench.example`;
    return JSON.stringify({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      externalId: `ext-${run}-${user}`,
      userName: email,
      active: true,
      name: { givenName: 'Scim', familyName: `User ${user}` },
      emails: [{ value: email, type: 'work', primary: true }],
    });
  };
  return {
    key: 'scim-create',
    name: 'POST scim/v2/Users (a new user each)',
    load: {
      url: `${url}/scim/v2/Users`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      body: body(),
      setupRequest: (request) => ({ ...request, body: body() }),
    },
  };
}
