import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../kernel/errors.js';
import { IfMatchHeaders } from '../../platform/http/common.schemas.js';
import { expectedVersion, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import { Organization, OrganizationPatch } from './organization.schemas.js';
import { getOrganization, patchOrganization } from './organization.service.js';

const tags = ['organization'];

/** The caller's organization: its name and policies (docs/contract.md §3). */
export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission } = app.guards;

  app.get(
    '/store-api/organization',
    {
      schema: {
        operationId: 'readOrganization',
        tags,
        summary: "The caller's organization: its name and policies.",
        response: { 200: Organization, ...errorResponses(403) },
      },
      preHandler: requirePermission('organization.read'),
    },
    async (request, reply) => {
      const organization = await getOrganization(app, callerOf(request));
      setEtag(reply, organization.version);
      return organization;
    },
  );

  app.patch(
    '/store-api/organization',
    {
      schema: {
        operationId: 'updateOrganization',
        tags,
        summary: "Change the organization's name and policies.",
        description:
          'Policies: `passwordLogin` (false: employees cannot log in by password; 409 `ORGANIZATION__SSO_REQUIRED` while the organization has no single sign-on), `requireSecondFactor` (true: the sessions of employees without a second factor may only enroll one, from their next request on: 403 `AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED` elsewhere), `listRetentionDays` (lists unchanged that many days are deleted; null keeps them). A change is an `organization.changed` event. `If-Match` makes it conditional (412).',
        headers: IfMatchHeaders,
        body: OrganizationPatch,
        response: { 200: Organization, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('organization.edit', { organizationLevel: "The organization's settings are changed at organization level only." }),
    },
    async (request, reply) => {
      const organization = await patchOrganization(app, callerOf(request), request.body, expectedVersion(request));
      setEtag(reply, organization.version);
      return organization;
    },
  );
};
