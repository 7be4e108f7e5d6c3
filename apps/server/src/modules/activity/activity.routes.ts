import { ActivitySchema, ListActivityQuerySchema } from '@assay/shared/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { SIGNED_IN } from '../../http/route-access';
import type { ActivityService } from './activity.service';

export const activityRoutes =
  (activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v2/llm/activity',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['projects'],
          summary: 'Recent activity in your projects',
          querystring: ListActivityQuerySchema,
          response: replies(z.object({ content: z.array(ActivitySchema) })),
        },
      },
      async (req) => ok({ content: await activity.listRecent(requireUser(req).id, req.query.limit) }),
    );
  };
