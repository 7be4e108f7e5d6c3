import { z } from 'zod';
import { EmailSchema, TokenSchema } from './auth';
import { PageQuerySchema } from './envelope';

export const AccessLevelSchema = z.enum(['owner', 'editor', 'viewer']);
export type AccessLevel = z.infer<typeof AccessLevelSchema>;

export const ProjectNameSchema = z
  .string({ message: 'Project name is required' })
  .trim()
  .min(1, { message: 'Project name is required' })
  .max(100, { message: 'Project name must be at most 100 characters' });

export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  accessLevel: AccessLevelSchema,
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ListProjectsQuerySchema = PageQuerySchema.extend({
  // 50 is what the project list page shows per page.
  size: z.coerce.number().int().min(1).max(1000).default(50),
});

export const CreateProjectRequestSchema = z.object({ name: ProjectNameSchema });
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>;
export const UpdateProjectRequestSchema = CreateProjectRequestSchema;

export const ProjectMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  accessLevel: AccessLevelSchema,
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

export const PendingShareSchema = z.object({
  id: z.string(),
  email: z.string(),
  accessLevel: AccessLevelSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingShare = z.infer<typeof PendingShareSchema>;

export const ProjectAccessSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  accessLevel: AccessLevelSchema,
  members: z.array(ProjectMemberSchema),
  pendingShares: z.array(PendingShareSchema),
});
export type ProjectAccess = z.infer<typeof ProjectAccessSchema>;

/** `none` removes the member from the project. */
export const UpdateProjectAccessRequestSchema = z.object({
  userId: z.uuid({ message: 'Not a valid user id' }),
  accessLevel: z.enum(['owner', 'editor', 'viewer', 'none']),
});
export type UpdateProjectAccessRequest = z.infer<typeof UpdateProjectAccessRequestSchema>;

export const ShareProjectRequestSchema = z.object({
  email: EmailSchema,
  accessLevel: AccessLevelSchema.default('viewer'),
});
export type ShareProjectRequest = z.infer<typeof ShareProjectRequestSchema>;

export const AcceptShareRequestSchema = z.object({ token: TokenSchema });

export const AcceptShareResponseSchema = z.object({
  status: z.enum(['accepted', 'login-required']),
  projectId: z.string(),
  projectName: z.string(),
  accessLevel: AccessLevelSchema,
  email: z.string(),
});
export type AcceptShareResponse = z.infer<typeof AcceptShareResponseSchema>;

export const AccessRequestStatusSchema = z.enum(['pending', 'granted', 'refused']);

export const AccessRequestSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  message: z.string(),
  status: AccessRequestStatusSchema,
  createdAt: z.string(),
});
export type AccessRequest = z.infer<typeof AccessRequestSchema>;

export const CreateAccessRequestRequestSchema = z.object({
  message: z.string().trim().max(500, { message: 'Message must be at most 500 characters' }).default(''),
});

export const MyAccessRequestSchema = z.object({
  projectId: z.string(),
  status: AccessRequestStatusSchema.nullable(),
  hasAccess: z.boolean(),
});
export type MyAccessRequest = z.infer<typeof MyAccessRequestSchema>;

export const DecideAccessRequestRequestSchema = z.object({
  decision: z.enum(['grant', 'refuse']),
  accessLevel: AccessLevelSchema.default('viewer'),
});
export type DecideAccessRequestRequest = z.infer<typeof DecideAccessRequestRequestSchema>;

export const AccessRequestParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid id' }),
  requestId: z.uuid({ message: 'Not a valid id' }),
});

export const ActivitySchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  actorName: z.string(),
  type: z.string(),
  summary: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ListActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
