import {
  CreateCredentialRequestSchema,
  CredentialSchema,
  CredentialTestResultSchema,
} from '@assay/shared/contracts/credentials';
import { IdParamSchema } from '@assay/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { ORG_ADMIN, SIGNED_IN } from '../../http/route-access';
import type { CredentialsService } from './credentials.service';

const tags = ['credentials'];

export const credentialsRoutes =
  (credentials: CredentialsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/credential',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: 'Add a model-provider credential',
          body: CreateCredentialRequestSchema,
          response: replies(CredentialSchema),
        },
      },
      async (req) => ok(await credentials.create(requireUser(req), req.body), 'Credential saved'),
    );
    app.get(
      '/credential',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: "Your organisation's credentials (keys masked)",
          response: replies(z.object({ content: z.array(CredentialSchema) })),
        },
      },
      async (req) => ok({ content: await credentials.list(requireUser(req).orgId) }),
    );
    app.delete(
      '/credential/:id',
      {
        config: { access: ORG_ADMIN },
        schema: { tags, summary: 'Delete a credential', params: IdParamSchema, response: replies(NoData) },
      },
      async (req) => {
        await credentials.delete(requireUser(req).orgId, req.params.id);
        return ok(null, 'Credential deleted');
      },
    );
    app.post(
      '/credential/:id/test',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: 'Test the connection to the provider',
          params: IdParamSchema,
          response: replies(CredentialTestResultSchema),
        },
      },
      async (req) => {
        const result = await credentials.test(requireUser(req).orgId, req.params.id);
        return ok(result, result.ok ? 'Connection works' : 'Connection failed');
      },
    );
  };
