/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 for the single sign-on tests: one client,
 * PKCE required, accounts the test sets, the claims where oidc-provider puts them by default (a
 * code flow's ID token holds `sub` only; email and names come from userinfo) or, with
 * `claimsInIdToken`, in the ID token too, a login interaction that signs in whichever account the
 * test names (no forms), consent granted. `tamper` rewrites the ID token the token endpoint
 * answers (another audience, expired, unsigned, signed with another key), re-signed with the
 * provider's own key where the test wants it to look genuine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader, type JWK, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, ProviderAccount>;
  /** The account the next login interaction signs in. */
  signInAs(accountId: string): void;
  /** Rewrites the next ID tokens the token endpoint answers (undefined: as issued). */
  tamper: ((idToken: string, tools: TokenTools) => Promise<string>) | undefined;
  /** Follows the provider's redirects from an authorization address to the client's redirect URI; answers that address. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TokenTools {
  payload: JWTPayload;
  /** Signs claims with the provider's own key (as a genuine token). */
  sign(claims: JWTPayload): Promise<string>;
  /** Signs claims with a key the provider never published, under the provider's key id. */
  signWithForeignKey(claims: JWTPayload): Promise<string>;
}

export async function startProvider(redirectUris: string[], { claimsInIdToken = false } = {}): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const foreign = (await generateKeyPair('RS256', { extractable: true })).privateKey;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'store-api-test';
  const clientSecret = 'a-test-client-secret-of-32-characters';
  const accounts = new Map<string, ProviderAccount>();
  let nextAccount = '';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-cookie-signing-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: !claimsInIdToken,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, id: string) =>
      accounts.has(id) ? { accountId: id, claims: async () => ({ sub: id, ...accounts.get(id) }) } : undefined,
    // biome-ignore lint/suspicious/noExplicitAny: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    loadExistingGrant: async (ctx: any) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  } as never);
  provider.on('server_error', (_ctx: unknown, error: Error) => console.error('oidc-provider:', error));

  const tools = (payload: JWTPayload): TokenTools => ({
    payload,
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid! }).sign(privateKey),
    signWithForeignKey: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid! }).sign(foreign),
  });
  const state: TestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signInAs(accountId) {
      nextAccount = accountId;
    },
    tamper: undefined,
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (redirectUris.some((uri) => url.href.startsWith(uri))) return url;
        const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && ctx.status === 200 && body?.id_token && state.tamper) {
      decodeProtectedHeader(body.id_token);
      ctx.body = { ...body, id_token: await state.tamper(body.id_token, tools(decodeJwt(body.id_token))) };
    }
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      provider.interactionFinished(req, res, { login: { accountId: nextAccount } }, { mergeWithLastSubmission: false }).catch((error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      });
      return;
    }
    callback(req, res);
  });
  return state;
}
