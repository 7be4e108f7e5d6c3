import { z } from 'zod';
import { PageQuerySchema } from './envelope';

export const JobStatusSchema = z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  type: z.string(),
  status: JobStatusSchema,
  progress: z.number().min(0).max(1),
  message: z.string(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof JobSchema>;

export const ListJobsQuerySchema = PageQuerySchema.extend({ status: JobStatusSchema.optional() });
