import { ActivitySchema } from '@assay/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from './activity-keys';

const ActivityListSchema = z.object({ content: z.array(ActivitySchema) });

/** The latest events across the caller's projects, newest first. */
export async function listActivity(limit: number) {
  const { data } = await apiRequest('/v2/llm/activity', {
    query: { limit },
    schema: ActivityListSchema,
    skipForbiddenRedirect: true,
  });
  return data.content;
}

export const listActivityQueryOptions = (limit: number) =>
  queryOptions({ queryKey: activityKeys.recent(limit), queryFn: () => listActivity(limit) });

export function useActivityQuery(limit: number) {
  return useQuery(listActivityQueryOptions(limit));
}
