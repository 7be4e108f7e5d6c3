import { and, asc, count, desc, eq, gt, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../db/escape-like';
import { accessRequests, projectMembers, projects, projectShares, users } from '../../db/schema';

export type AccessLevelValue = 'owner' | 'editor' | 'viewer';
export type ProjectRow = typeof projects.$inferSelect;

export function createProjectsRepo(db: Db) {
  // Spelled out: inside a subquery an interpolated column renders unqualified.
  const memberCount = sql<number>`(select count(*)::int from project_members pm where pm.project_id = "projects"."id")`;

  const projectWithAccess = db
    .select({ id: projects.id, name: projects.name, orgId: projects.orgId, accessLevel: projectMembers.accessLevel })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, sql.placeholder('userId'))),
    )
    .where(and(eq(projects.id, sql.placeholder('projectId')), isNull(projects.deletedAt)))
    .limit(1)
    .prepare('project_with_access');

  return {
    /**
     * One page of the user's projects, newest first. The page comes from walking projects_updated_idx and
     * probing membership, so it costs one page of rows however many projects there are; the total is a
     * second count, skipped when the first page already holds everything.
     */
    async listForMember(userId: string, opts: { search?: string | undefined; page: number; size: number }) {
      const where = and(
        eq(projectMembers.userId, userId),
        isNull(projects.deletedAt),
        opts.search ? ilike(projects.name, `%${escapeLike(opts.search)}%`) : undefined,
      );
      const rows = await db
        .select({
          id: projects.id,
          name: projects.name,
          accessLevel: projectMembers.accessLevel,
          memberCount,
          createdAt: projects.createdAt,
          updatedAt: projects.updatedAt,
        })
        .from(projects)
        .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
        .where(where)
        .orderBy(desc(projects.updatedAt), asc(projects.id))
        .limit(opts.size)
        .offset(opts.page * opts.size);
      if (opts.page === 0 && rows.length < opts.size) return { rows, total: rows.length };
      const [counted] = await db
        .select({ n: count() })
        .from(projectMembers)
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The live project and the user's level in it (null level: not a member). */
    /** The live project and the user's level in it (null level: not a member). Runs on every project-scoped call. */
    async findWithAccess(projectId: string, userId: string) {
      const [row] = await projectWithAccess.execute({ projectId, userId });
      return row ?? null;
    },

    async findById(projectId: string) {
      const [row] = await db
        .select()
        .from(projects)
        .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    async create(input: { orgId: string; name: string; ownerId: string }) {
      return db.transaction(async (tx) => {
        const [project] = await tx
          .insert(projects)
          .values({ orgId: input.orgId, name: input.name, createdBy: input.ownerId })
          .returning();
        if (!project) throw new Error('project insert returned nothing');
        await tx.insert(projectMembers).values({ projectId: project.id, userId: input.ownerId, accessLevel: 'owner' });
        return project;
      });
    },

    async rename(projectId: string, name: string) {
      const [row] = await db
        .update(projects)
        .set({ name, updatedAt: new Date() })
        .where(eq(projects.id, projectId))
        .returning();
      return row ?? null;
    },

    async markDeleted(projectId: string) {
      await db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, projectId));
    },

    /** Removes the project row; everything that references it goes with it (ON DELETE CASCADE). */
    async purge(projectId: string) {
      await db.delete(projects).where(eq(projects.id, projectId));
    },

    async listMembers(projectId: string) {
      return db
        .select({
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          accessLevel: projectMembers.accessLevel,
        })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(eq(projectMembers.projectId, projectId))
        .orderBy(asc(users.fullName));
    },

    async findMember(projectId: string, userId: string) {
      const [row] = await db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async countOwners(projectId: string, exceptUserId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.projectId, projectId),
            eq(projectMembers.accessLevel, 'owner'),
            ne(projectMembers.userId, exceptUserId),
          ),
        );
      return row?.n ?? 0;
    },

    async setMember(projectId: string, userId: string, accessLevel: AccessLevelValue) {
      await db
        .insert(projectMembers)
        .values({ projectId, userId, accessLevel })
        .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { accessLevel } });
    },

    async removeMember(projectId: string, userId: string) {
      await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
    },

    /** Projects in which the user is the only owner. */
    async listSolelyOwnedBy(userId: string) {
      const rows = await db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.userId, userId),
            eq(projectMembers.accessLevel, 'owner'),
            sql`not exists (select 1 from ${projectMembers} other where other.project_id = ${projectMembers.projectId} and other.access_level = 'owner' and other.user_id <> ${userId})`,
          ),
        );
      return rows.map((r) => r.projectId);
    },

    async insertShare(input: typeof projectShares.$inferInsert) {
      const [row] = await db.insert(projectShares).values(input).returning();
      if (!row) throw new Error('share insert returned nothing');
      return row;
    },

    async findShareByHash(tokenHash: string) {
      const [row] = await db
        .select({ share: projectShares, projectName: projects.name, projectDeletedAt: projects.deletedAt })
        .from(projectShares)
        .innerJoin(projects, eq(projects.id, projectShares.projectId))
        .where(eq(projectShares.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async listPendingShares(projectId: string, now: Date) {
      return db
        .select()
        .from(projectShares)
        .where(
          and(
            eq(projectShares.projectId, projectId),
            isNull(projectShares.acceptedAt),
            isNull(projectShares.revokedAt),
            gt(projectShares.expiresAt, now),
          ),
        )
        .orderBy(desc(projectShares.createdAt));
    },

    /** True when this call accepted the share (it was still open). */
    async acceptShare(shareId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(projectShares)
        .set({ acceptedAt: new Date(), acceptedBy: userId })
        .where(and(eq(projectShares.id, shareId), isNull(projectShares.acceptedAt), isNull(projectShares.revokedAt)))
        .returning({ id: projectShares.id });
      return rows.length === 1;
    },

    async revokeShare(projectId: string, shareId: string): Promise<boolean> {
      const rows = await db
        .update(projectShares)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(projectShares.id, shareId), eq(projectShares.projectId, projectId), isNull(projectShares.acceptedAt)),
        )
        .returning({ id: projectShares.id });
      return rows.length === 1;
    },

    /** Creates a pending request unless one is already pending; returns the pending one. */
    async upsertPendingRequest(projectId: string, userId: string, message: string) {
      await db.insert(accessRequests).values({ projectId, userId, message }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(accessRequests)
        .where(
          and(
            eq(accessRequests.projectId, projectId),
            eq(accessRequests.userId, userId),
            eq(accessRequests.status, 'pending'),
          ),
        )
        .limit(1);
      if (!row) throw new Error('pending access request missing after insert');
      return row;
    },

    async findLatestRequest(projectId: string, userId: string) {
      const [row] = await db
        .select()
        .from(accessRequests)
        .where(and(eq(accessRequests.projectId, projectId), eq(accessRequests.userId, userId)))
        .orderBy(desc(accessRequests.createdAt))
        .limit(1);
      return row ?? null;
    },

    async findRequest(projectId: string, requestId: string) {
      const [row] = await db
        .select()
        .from(accessRequests)
        .where(and(eq(accessRequests.id, requestId), eq(accessRequests.projectId, projectId)))
        .limit(1);
      return row ?? null;
    },

    /** Pending requests on the given project, or on every project the owner owns. */
    async listPendingRequests(filter: { projectId: string } | { ownerId: string }) {
      const scope =
        'projectId' in filter
          ? eq(accessRequests.projectId, filter.projectId)
          : sql`${accessRequests.projectId} in (select project_id from ${projectMembers} where user_id = ${filter.ownerId} and access_level = 'owner')`;
      return db
        .select({
          id: accessRequests.id,
          projectId: accessRequests.projectId,
          projectName: projects.name,
          userId: accessRequests.userId,
          email: users.email,
          fullName: users.fullName,
          message: accessRequests.message,
          status: accessRequests.status,
          createdAt: accessRequests.createdAt,
        })
        .from(accessRequests)
        .innerJoin(projects, eq(projects.id, accessRequests.projectId))
        .innerJoin(users, eq(users.id, accessRequests.userId))
        .where(and(scope, eq(accessRequests.status, 'pending'), isNull(projects.deletedAt)))
        .orderBy(desc(accessRequests.createdAt));
    },

    /** True when this call decided the request (it was still pending). */
    async decideRequest(requestId: string, status: 'granted' | 'refused', decidedBy: string): Promise<boolean> {
      const rows = await db
        .update(accessRequests)
        .set({ status, decidedBy, decidedAt: new Date() })
        .where(and(eq(accessRequests.id, requestId), eq(accessRequests.status, 'pending')))
        .returning({ id: accessRequests.id });
      return rows.length === 1;
    },

    async closePendingRequest(projectId: string, userId: string, decidedBy: string) {
      await db
        .update(accessRequests)
        .set({ status: 'granted', decidedBy, decidedAt: new Date() })
        .where(
          and(
            eq(accessRequests.projectId, projectId),
            eq(accessRequests.userId, userId),
            eq(accessRequests.status, 'pending'),
          ),
        );
    },

    async listOwnerEmails(projectId: string) {
      const rows = await db
        .select({ email: users.email })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.accessLevel, 'owner')));
      return rows.map((r) => r.email);
    },
  };
}

export type ProjectsRepo = ReturnType<typeof createProjectsRepo>;
