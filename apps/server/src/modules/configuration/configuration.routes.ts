import type { ProviderKind } from '@assay/shared/contracts/configuration';
import { FrontendConfigurationSchema, type FrontendConfiguration } from '@assay/shared/contracts/configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';

export const configurationRoutes =
  (
    configuration: FrontendConfiguration,
    /** Provider kinds the caller's organisation has credentials for. */
    configuredKinds: (orgId: string) => Promise<Set<ProviderKind>>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/frontend/configurations',
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['configuration'],
          summary: 'What this console offers',
          response: replies(FrontendConfigurationSchema),
        },
      },
      async (req) => {
        if (!req.user) return ok(configuration);
        const kinds = await configuredKinds(req.user.orgId);
        const providers = Object.fromEntries(
          Object.keys(configuration.providers).map((k) => [k, kinds.has(k as ProviderKind)]),
        ) as FrontendConfiguration['providers'];
        return ok({ ...configuration, providers });
      },
    );
  };
