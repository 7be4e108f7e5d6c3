import { pageOf } from '@assay/shared/contracts/envelope';
import { JobSchema, ListJobsQuerySchema } from '@assay/shared/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../http/envelope';
import { requireProject } from '../../http/request-context';
import { projectAccess } from '../../http/route-access';
import type { JobsService } from './jobs.service';

const tags = ['jobs'];
const JobParamsSchema = z.object({ jobId: z.uuid({ message: 'Not a valid job id' }) });

export const jobsRoutes =
  (jobs: JobsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v2/llm/jobs',
      {
        config: { access: projectAccess('viewer') },
        schema: {
          tags,
          summary: "The project's background jobs",
          querystring: ListJobsQuerySchema,
          response: replies(pageOf(JobSchema)),
        },
      },
      async (req) => ok(await jobs.list(requireProject(req).id, req.query)),
    );
    app.get(
      '/v2/llm/jobs/:jobId',
      {
        config: { access: projectAccess('viewer') },
        schema: { tags, summary: 'One job', params: JobParamsSchema, response: replies(JobSchema) },
      },
      async (req) => ok(await jobs.get(requireProject(req).id, req.params.jobId)),
    );
    app.post(
      '/v2/llm/jobs/:jobId/cancel',
      {
        config: { access: projectAccess('editor') },
        schema: {
          tags,
          summary: 'Cancel a queued or running job',
          params: JobParamsSchema,
          response: replies(JobSchema),
        },
      },
      async (req) => ok(await jobs.cancel(requireProject(req).id, req.params.jobId), 'Cancel requested'),
    );
    app.post(
      '/v2/llm/jobs/:jobId/retry',
      {
        config: { access: projectAccess('editor') },
        schema: {
          tags,
          summary: 'Run a failed or cancelled job again',
          params: JobParamsSchema,
          response: replies(JobSchema),
        },
      },
      async (req) => ok(await jobs.retry(requireProject(req).id, req.params.jobId), 'Job queued again'),
    );
  };
