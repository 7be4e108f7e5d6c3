import type { AnalyticsRepo } from './analytics.repo';

export type AnalyticsEvent = {
  type: string;
  project: { id: string; name: string };
  user: { id: string; fullName: string };
  properties?: Record<string, unknown>;
};

/**
 * Events are buffered and written in one multi-row insert every `flushIntervalMs` (or at 100 events), so
 * recording costs a request nothing. `flush()` runs on shutdown; a crash can lose at most one interval.
 */
export function createAnalyticsService(
  repo: AnalyticsRepo,
  options: { flushIntervalMs: number; onError: (err: unknown) => void },
) {
  let buffer: Parameters<AnalyticsRepo['insertMany']>[0] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = buffer;
    buffer = [];
    if (batch.length > 0) flushing = flushing.then(() => repo.insertMany(batch)).catch(options.onError);
    return flushing;
  };

  return {
    record(e: AnalyticsEvent) {
      buffer.push({
        type: e.type,
        projectId: e.project.id,
        projectName: e.project.name,
        userId: e.user.id,
        userName: e.user.fullName,
        properties: e.properties ?? {},
      });
      if (buffer.length >= 100) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushIntervalMs);
        timer.unref();
      }
    },
    flush,
    async summary(projectId: string, type: string, limit: number) {
      const { total, recent } = await repo.countAndRecent(projectId, type, limit);
      return {
        type,
        total,
        recent: recent.map((r) => ({
          id: r.id,
          userName: r.userName,
          projectName: r.projectName,
          properties: r.properties as Record<string, unknown>,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
