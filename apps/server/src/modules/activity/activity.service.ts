import type { Activity } from '@assay/shared/contracts/projects';
import type { ActivityRepo } from './activity.repo';

export type ActivityEvent = {
  projectId: string;
  actor: { id: string; fullName: string };
  type: string;
  summary: string;
};

export function createActivityService(repo: ActivityRepo) {
  return {
    record: (e: ActivityEvent) =>
      repo.insert({
        projectId: e.projectId,
        actorId: e.actor.id,
        actorName: e.actor.fullName,
        type: e.type,
        summary: e.summary,
      }),
    async listRecent(userId: string, limit: number): Promise<Activity[]> {
      const rows = await repo.listForMember(userId, limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
