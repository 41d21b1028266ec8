import { Type, type Static } from 'typebox';
import { SingleLineText, Timestamp } from '../../../platform/http/common.schemas.js';
import { Employee } from './employee.schemas.js';

export const LoginBody = Type.Object(
  {
    username: SingleLineText({ minLength: 1, maxLength: 320, description: "The employee's email or id." }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    organization: Type.Optional(
      SingleLineText({
        minLength: 1,
        maxLength: 64,
        description:
          "The organization's id: employee ids are unique only within an organization, so a login by id names it (without, an id works only while no other organization has it). Not needed with an email.",
      }),
    ),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const PersonOrganization = Type.Object(
  {
    id: Type.String({ description: "The organization's id: `organization` in a login, `organizationId` in a switch." }),
    name: Type.String(),
    employeeId: Type.String({ description: "The person's employee id there." }),
    status: Type.Union([Type.Literal('active'), Type.Literal('invited')], {
      description: '`invited`: signing in there (or switching to it) accepts the invitation.',
    }),
  },
  { description: 'An organization the logged-in person is an employee of (or invited to).' },
);
export type PersonOrganization = Static<typeof PersonOrganization>;

export const PersonOrganizations = Type.Array(PersonOrganization, {
  description: 'Every organization the person belongs to (one login, several organizations), by name.',
});

export const ContextToken = Type.Object({
  apiAlias: Type.Literal('array_struct'),
  contextToken: Type.String({ description: 'Send it as the sw-context-token header on every later call.' }),
  employee: Employee,
  organizations: PersonOrganizations,
});

export const SwitchOrganizationBody = Type.Object(
  {
    organizationId: SingleLineText({ minLength: 1, maxLength: 64, description: 'One of the `organizations` the login and `GET /account/me` answer.' }),
  },
  { additionalProperties: false },
);

export const AccountSession = Type.Object(
  {
    apiAlias: Type.Literal('b2b_session'),
    id: Type.String({ description: "The session's public id (never its token)." }),
    createdAt: Timestamp,
    lastUsedAt: Timestamp,
    expiresAt: Timestamp,
    userAgent: Type.Union([Type.String(), Type.Null()], { description: 'The User-Agent the session was opened with.' }),
    clientAddress: Type.Union([Type.String(), Type.Null()], { description: 'The client address the session was opened from.' }),
    current: Type.Boolean({ description: "Whether this is the session of the request's own context token." }),
  },
  { description: 'A session of the logged-in employee: `lastUsedAt` is kept to the minute (it moves with the sliding expiry).' },
);
export type AccountSession = Static<typeof AccountSession>;

export const AccountSessions = Type.Object({
  apiAlias: Type.Literal('b2b_session_collection'),
  total: Type.Integer({ minimum: 0 }),
  elements: Type.Array(AccountSession),
});
export type AccountSessions = Static<typeof AccountSessions>;

export const SessionParams = Type.Object({
  id: SingleLineText({ minLength: 1, maxLength: 64, description: "A session's id, as GET /store-api/account/sessions answers it." }),
});

export const SecondFactorBody = Type.Object(
  {
    challenge: SingleLineText({ minLength: 1, maxLength: 128, description: "`meta.parameters.challenge` of the login's 401 `AUTH__SECOND_FACTOR_REQUIRED`." }),
    code: SingleLineText({ minLength: 1, maxLength: 64, description: 'The 6 digits the authenticator app shows, or a recovery code.' }),
  },
  { additionalProperties: false },
);

export const TotpCode = Type.Object(
  {
    code: SingleLineText({ minLength: 1, maxLength: 64, description: 'The 6 digits the authenticator app shows now (to turn it off: also a recovery code).' }),
  },
  { additionalProperties: false },
);

export const TotpEnrollment = Type.Object(
  {
    apiAlias: Type.Literal('b2b_totp_enrollment'),
    secret: Type.String({ description: 'Base32, for typing into an authenticator app.' }),
    otpauthUri: Type.String({ description: 'The same as an otpauth:// URI (show it as a QR code).' }),
  },
  { description: 'A TOTP secret to enroll (SHA-1, 6 digits, 30 s): not on until a code of it is confirmed.' },
);

export const RecoveryCodes = Type.Object({
  apiAlias: Type.Literal('b2b_recovery_codes'),
  recoveryCodes: Type.Array(Type.String(), {
    minItems: 10,
    maxItems: 10,
    description: 'Each works once instead of a TOTP code. Shown this once: keep them safe.',
  }),
});
