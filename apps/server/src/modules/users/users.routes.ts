import { pageOf } from '@assay/shared/contracts/envelope';
import {
  BlacklistUserRequestSchema,
  DeleteUserQuerySchema,
  InviteUserRequestSchema,
  ListUsersQuerySchema,
  OrgUserSchema,
  UpdateOrgAccessRequestSchema,
} from '@assay/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { ORG_ADMIN, SIGNED_IN } from '../../http/route-access';
import type { UsersService } from './users.service';

const tags = ['users'];

export const usersRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'People in your organisation',
          querystring: ListUsersQuerySchema,
          response: replies(pageOf(OrgUserSchema)),
        },
      },
      async (req) => ok(await users.listOrgUsers(requireUser(req), req.query)),
    );

    app.post(
      '/org/user',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: 'Invite someone to your organisation',
          body: InviteUserRequestSchema,
          response: replies(OrgUserSchema),
        },
      },
      async (req) => ok(await users.invite(requireUser(req), req.body), `Invitation sent to ${req.body.email}`),
    );

    app.put(
      '/user/update-access-org-level',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: "Change a person's organisation role",
          body: UpdateOrgAccessRequestSchema,
          response: replies(OrgUserSchema),
        },
      },
      async (req) => ok(await users.updateRole(requireUser(req), req.body), 'Role updated'),
    );

    app.delete(
      '/user',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Remove someone from your organisation',
          querystring: DeleteUserQuerySchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await users.remove(requireUser(req), req.query.userId);
        return ok(null, 'User removed');
      },
    );

    app.post(
      '/user/blacklist',
      {
        config: { access: ORG_ADMIN },
        schema: {
          tags,
          summary: 'Block or unblock someone',
          body: BlacklistUserRequestSchema,
          response: replies(OrgUserSchema),
        },
      },
      async (req) =>
        ok(
          await users.setBlacklisted(requireUser(req), req.body),
          req.body.isBlacklisted ? 'User blocked' : 'User unblocked',
        ),
    );
  };
