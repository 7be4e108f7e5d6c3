import type { AnalyticsRepo } from './analytics.repo';

export type AnalyticsEvent = {
  type: string;
  project: { id: string; name: string };
  user: { id: string; fullName: string };
  properties?: Record<string, unknown>;
};

export function createAnalyticsService(repo: AnalyticsRepo) {
  return {
    record: (e: AnalyticsEvent) =>
      repo.insert({
        type: e.type,
        projectId: e.project.id,
        projectName: e.project.name,
        userId: e.user.id,
        userName: e.user.fullName,
        properties: e.properties ?? {},
      }),
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
