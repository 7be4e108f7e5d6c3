import { desc, eq, inArray, and, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { activity, projectMembers, projects } from '../../db/schema';

export function createActivityRepo(db: Db) {
  return {
    async insert(row: typeof activity.$inferInsert) {
      await db.insert(activity).values(row);
    },
    /** Recent events of the projects the user is a member of. */
    async listForMember(userId: string, limit: number) {
      const memberProjects = db
        .select({ id: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, userId));
      return db
        .select({
          id: activity.id,
          projectId: activity.projectId,
          projectName: projects.name,
          actorName: activity.actorName,
          type: activity.type,
          summary: activity.summary,
          createdAt: activity.createdAt,
        })
        .from(activity)
        .innerJoin(projects, eq(projects.id, activity.projectId))
        .where(and(inArray(activity.projectId, memberProjects), isNull(projects.deletedAt)))
        .orderBy(desc(activity.createdAt))
        .limit(limit);
    },
  };
}

export type ActivityRepo = ReturnType<typeof createActivityRepo>;
