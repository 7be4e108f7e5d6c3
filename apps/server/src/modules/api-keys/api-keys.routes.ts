import { ApiKeyListSchema, CreateApiKeyRequestSchema, CreatedApiKeySchema } from '@assay/shared/contracts/api-keys';
import { IdParamSchema } from '@assay/shared/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { ApiKeysService } from './api-keys.service';

const tags = ['api-keys'];

export const apiKeysRoutes =
  (apiKeys: ApiKeysService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v2/llm/api-keys',
      {
        config: { access: projectAccess('editor') },
        schema: {
          tags,
          summary: 'Create a project API key (the key is in this response only)',
          body: CreateApiKeyRequestSchema,
          response: replies(CreatedApiKeySchema),
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const created = await apiKeys.create(requireProject(req).id, requireUser(req), req.body.name);
        return ok(created, 'API key created. Copy it now: it will not be shown again.');
      },
    );
    app.get(
      '/v2/llm/api-keys',
      {
        config: { access: projectAccess('viewer') },
        schema: { tags, summary: "The project's API keys (never the secrets)", response: replies(ApiKeyListSchema) },
      },
      async (req) => ok({ content: await apiKeys.list(requireProject(req).id) }),
    );
    app.delete(
      '/v2/llm/api-keys/:id',
      {
        config: { access: projectAccess('editor') },
        schema: { tags, summary: 'Revoke an API key', params: IdParamSchema, response: replies(NoData) },
      },
      async (req) => {
        await apiKeys.revoke(requireProject(req).id, req.params.id);
        return ok(null, 'API key revoked');
      },
    );
  };
