import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope';
import { requireProject } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { AnalyticsService } from './analytics.service';

const SummarySchema = z.object({
  type: z.string(),
  total: z.number().int(),
  recent: z.array(
    z.object({
      id: z.string(),
      userName: z.string().nullable(),
      projectName: z.string().nullable(),
      properties: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});

export const analyticsRoutes =
  (analytics: AnalyticsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v2/llm/analytics/events',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags: ['analytics'],
          summary: 'How many events of a type the project has, and the latest ones',
          querystring: z.object({
            type: z.string().trim().min(1).max(100).default('prompt.run'),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: replies(SummarySchema),
        },
      },
      async (req) => ok(await analytics.summary(requireProject(req).id, req.query.type, req.query.limit)),
    );
  };
