import { Type, type Static } from 'typebox';
import { Nullable, SingleLineText, Timestamp } from '../../../platform/http/common.schemas.js';

const Domain = Type.String({
  minLength: 4,
  maxLength: 253,
  pattern: '^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$',
  description: 'A domain (example.com): exactly it, not its subdomains.',
});

export const SsoProvisioning = Type.Object(
  {
    role: SingleLineText({ minLength: 1, maxLength: 64, description: 'The role a provisioned employee gets (a role of the organization).' }),
    unitId: Type.Optional(
      Nullable(SingleLineText({ minLength: 1, maxLength: 64, description: 'The unit a provisioned employee joins; absent or null: organization level.' })),
    ),
  },
  {
    additionalProperties: false,
    description: 'A person the provider signs in whom the organization does not know yet becomes an active employee at once, with this role and unit.',
  },
);

export const SsoSettingsBody = Type.Object(
  {
    issuer: SingleLineText({
      minLength: 1,
      maxLength: 512,
      format: 'uri',
      description:
        "The provider's issuer (https://login.microsoftonline.com/<tenant>/v2.0, https://<org>.okta.com, https://<host>/realms/<realm>); its discovery document (`/.well-known/openid-configuration`) is read when the settings are saved.",
    }),
    clientId: SingleLineText({ minLength: 1, maxLength: 255, description: 'The client (application) id registered at the provider.' }),
    clientSecret: Type.String({ minLength: 1, maxLength: 1024, description: 'The client secret; never answered back.' }),
    emailDomains: Type.Optional(
      Type.Array(Domain, {
        maxItems: 50,
        uniqueItems: true,
        description:
          'A person is matched by email (and provisioned) only with a verified email of these domains; absent or empty: any domain the provider vouches for.',
      }),
    ),
    provisioning: Type.Optional(Nullable(SsoProvisioning)),
  },
  { additionalProperties: false },
);
export type SsoSettingsBody = Static<typeof SsoSettingsBody>;

export const SsoSettings = Type.Object(
  {
    apiAlias: Type.Literal('b2b_sso_settings'),
    issuer: Type.String(),
    clientId: Type.String(),
    emailDomains: Type.Array(Type.String()),
    provisioning: Nullable(Type.Object({ role: Type.String(), unitId: Nullable(Type.String()) })),
    callbackUrl: Type.String({ description: 'Register this as the redirect URI of the client at the provider.' }),
    redirectUrl: Type.String({ description: 'Where a storefront sends a browser to sign in (add `?returnTo=<its address>`).' }),
    lastRefusal: Nullable(
      Type.Object(
        {
          at: Timestamp,
          code: Type.String({ description: 'The `error` the browser was sent back with (SSO__EMAIL_NOT_VERIFIED, …).' }),
          reason: Type.String({ description: "What the service found, with the provider's details (a claim missing, an error it answered)." }),
        },
        { description: 'The last sign-in refused since these settings were saved; null: none.' },
      ),
    ),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { description: "The organization's single sign-on (OpenID Connect). The client secret is never answered." },
);
export type SsoSettings = Static<typeof SsoSettings>;

export const SsoOrganizationParams = Type.Object({
  organizationId: SingleLineText({ minLength: 1, maxLength: 64, description: 'The organization whose provider signs the person in.' }),
});

export const SsoRedirectQuery = Type.Object({
  returnTo: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'Where the browser goes back with `?code=<one-time code>` (or `?error=<code>`): an address on an origin of SSO_ALLOWED_RETURN_ORIGINS.',
  }),
});

export const SsoCallbackQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 512 })),
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    iss: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 2048 })),
    session_state: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: true, description: 'What the provider sends the browser back with (a provider may add parameters of its own).' },
);

export const SsoExchangeBody = Type.Object(
  {
    code: SingleLineText({ minLength: 1, maxLength: 256, description: 'The one-time code the callback appended to `returnTo` (60 s, single use).' }),
  },
  { additionalProperties: false },
);

export const Redirect = Type.Null({ description: 'A redirect: the Location header says where.' });
