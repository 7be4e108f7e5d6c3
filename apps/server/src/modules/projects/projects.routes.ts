import { IdParamSchema, pageOf } from '@assay/shared/contracts/envelope';
import {
  AcceptShareRequestSchema,
  AcceptShareResponseSchema,
  AccessRequestParamsSchema,
  AccessRequestSchema,
  CreateAccessRequestRequestSchema,
  CreateProjectRequestSchema,
  DecideAccessRequestRequestSchema,
  ListProjectsQuerySchema,
  MyAccessRequestSchema,
  PendingShareSchema,
  ProjectAccessSchema,
  ProjectSchema,
  ShareProjectRequestSchema,
  UpdateProjectAccessRequestSchema,
  UpdateProjectRequestSchema,
} from '@assay/shared/contracts/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireProject, requireUser } from '../../http/request-context';
import { PUBLIC, projectAccess, SIGNED_IN } from '../../http/route-access';
import type { ProjectsService } from './projects.service';

const tags = ['projects'];

export const projectsRoutes =
  (projects: ProjectsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v2/llm/list-project',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Projects you are a member of',
          querystring: ListProjectsQuerySchema,
          response: replies(pageOf(ProjectSchema)),
        },
      },
      async (req) => ok(await projects.list(requireUser(req).id, req.query)),
    );

    app.post(
      '/v2/llm/project',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Create a project',
          body: CreateProjectRequestSchema,
          response: replies(ProjectSchema),
        },
      },
      async (req) => ok(await projects.create(requireUser(req), req.body.name), 'Project created'),
    );

    app.put(
      '/v2/llm/project/:id',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: 'Rename a project',
          params: IdParamSchema,
          body: UpdateProjectRequestSchema,
          response: replies(ProjectSchema),
        },
      },
      async (req) => ok(await projects.rename(requireUser(req), requireProject(req), req.body.name), 'Project renamed'),
    );

    app.delete(
      '/v2/llm/project/:id',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: { tags, summary: 'Delete a project', params: IdParamSchema, response: replies(NoData) },
      },
      async (req) => {
        await projects.delete(requireUser(req), requireProject(req));
        return ok(null, 'Project deleted');
      },
    );

    app.get(
      '/v2/llm/project/:id/access-level',
      {
        config: { access: projectAccess('viewer', 'param') },
        schema: {
          tags,
          summary: 'Your access level, the members and open invitations',
          params: IdParamSchema,
          response: replies(ProjectAccessSchema),
        },
      },
      async (req) => ok(await projects.getAccess(requireProject(req))),
    );

    app.post(
      '/v2/llm/project/:id/update-access',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: "Change or remove a member's access",
          params: IdParamSchema,
          body: UpdateProjectAccessRequestSchema,
          response: replies(ProjectAccessSchema),
        },
      },
      async (req) => ok(await projects.updateAccess(requireUser(req), requireProject(req), req.body), 'Access updated'),
    );

    app.post(
      '/v2/llm/project/:id/share-project',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: 'Share the project by email',
          params: IdParamSchema,
          body: ShareProjectRequestSchema,
          response: replies(PendingShareSchema),
        },
      },
      async (req) =>
        ok(
          await projects.share(requireUser(req), requireProject(req), req.body),
          `Invitation sent to ${req.body.email}`,
        ),
    );

    app.delete(
      '/v2/llm/project/:id/share-project/:shareId',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: 'Withdraw an open invitation',
          params: IdParamSchema.extend({ shareId: z.uuid({ message: 'Not a valid id' }) }),
          response: replies(NoData),
        },
      },
      async (req) => {
        await projects.revokeShare(requireProject(req), req.params.shareId);
        return ok(null, 'Invitation withdrawn');
      },
    );

    app.post(
      '/v2/llm/project/accept-share-request',
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: 'Accept a project share (bearer optional)',
          body: AcceptShareRequestSchema,
          response: replies(AcceptShareResponseSchema),
        },
      },
      async (req) => {
        const result = await projects.acceptShare(req.body.token, req.user);
        return ok(
          result,
          result.status === 'accepted'
            ? `You now have access to ${result.projectName}`
            : 'Log in to accept this invitation',
        );
      },
    );

    // Access requests come from people who are not members yet, so these two are open to any signed-in user.
    app.post(
      '/v2/llm/project/:id/access-requests',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Ask the owners for access',
          params: IdParamSchema,
          body: CreateAccessRequestRequestSchema,
          response: replies(MyAccessRequestSchema),
        },
      },
      async (req) =>
        ok(
          await projects.requestAccess(requireUser(req), req.params.id, req.body.message),
          'Request sent to the project owners',
        ),
    );

    app.get(
      '/v2/llm/project/:id/access-requests/mine',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Your access request on this project',
          params: IdParamSchema,
          response: replies(MyAccessRequestSchema),
        },
      },
      async (req) => ok(await projects.getMyRequest(requireUser(req), req.params.id)),
    );

    app.get(
      '/v2/llm/project/:id/access-requests',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: 'Pending access requests',
          params: IdParamSchema,
          response: replies(z.object({ content: z.array(AccessRequestSchema) })),
        },
      },
      async (req) => ok({ content: await projects.listRequests({ projectId: requireProject(req).id }) }),
    );

    app.post(
      '/v2/llm/project/:id/access-requests/:requestId',
      {
        config: { access: projectAccess('owner', 'param') },
        schema: {
          tags,
          summary: 'Grant or refuse an access request',
          params: AccessRequestParamsSchema,
          body: DecideAccessRequestRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await projects.decideRequest(
          requireUser(req),
          requireProject(req),
          req.params.requestId,
          req.body.decision,
          req.body.accessLevel,
        );
        return ok(null, req.body.decision === 'grant' ? 'Access granted' : 'Request refused');
      },
    );

    app.get(
      '/v2/llm/access-requests',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Pending requests on projects you own',
          response: replies(z.object({ content: z.array(AccessRequestSchema) })),
        },
      },
      async (req) => ok({ content: await projects.listRequests({ ownerId: requireUser(req).id }) }),
    );
  };
