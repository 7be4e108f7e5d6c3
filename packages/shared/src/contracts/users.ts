import { z } from 'zod';
import { EmailSchema, OrgRoleSchema } from './auth';
import { PageQuerySchema } from './envelope';

export const UserStatusSchema = z.enum(['invited', 'unverified', 'active']);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const OrgUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: OrgRoleSchema,
  status: UserStatusSchema,
  isBlacklisted: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OrgUser = z.infer<typeof OrgUserSchema>;

export const ListUsersQuerySchema = PageQuerySchema;

export const InviteUserRequestSchema = z.object({
  email: EmailSchema,
  role: OrgRoleSchema.default('member'),
});
export type InviteUserRequest = z.infer<typeof InviteUserRequestSchema>;

export const UpdateOrgAccessRequestSchema = z.object({
  userId: z.uuid({ message: 'Not a valid user id' }),
  role: OrgRoleSchema,
});
export type UpdateOrgAccessRequest = z.infer<typeof UpdateOrgAccessRequestSchema>;

export const DeleteUserQuerySchema = z.object({ userId: z.uuid({ message: 'Not a valid user id' }) });

export const BlacklistUserRequestSchema = z.object({
  userId: z.uuid({ message: 'Not a valid user id' }),
  isBlacklisted: z.boolean().default(true),
});
export type BlacklistUserRequest = z.infer<typeof BlacklistUserRequestSchema>;
