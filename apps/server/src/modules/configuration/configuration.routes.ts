import { FrontendConfigurationSchema, type FrontendConfiguration } from '@assay/shared/contracts/configuration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';

export const configurationRoutes =
  (configuration: FrontendConfiguration): FastifyPluginAsyncZod =>
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
      async () => ok(configuration),
    );
  };
