import { z } from 'zod';

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(254));

export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' });

export const FullNameSchema = z
  .string({ message: 'Full name is required' })
  .trim()
  .min(1, { message: 'Full name is required' })
  .max(100, { message: 'Full name must be at most 100 characters' });

export const TokenSchema = z
  .string({ message: 'Token is required' })
  .trim()
  .min(16, { message: 'This link is not valid' })
  .max(200, { message: 'This link is not valid' });

export const OrgRoleSchema = z.enum(['owner', 'admin', 'member']);
export type OrgRole = z.infer<typeof OrgRoleSchema>;

/** Claims carried by the short-lived access token. userData in the web is decoded from these. */
export const AccessTokenClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  userName: z.string(),
  userFullName: z.string(),
  orgId: z.string(),
  orgRole: OrgRoleSchema,
  iat: z.number(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaimsSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Password is required' }).min(1, { message: 'Password is required' }).max(128),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  orgRole: OrgRoleSchema,
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const TokenPairSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const LoginResponseSchema = TokenPairSchema.extend({ user: SessionUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SignupRequestSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const SignupResponseSchema = z.object({ email: z.string(), verificationRequired: z.boolean() });

export const VerifyEmailRequestSchema = z.object({ token: TokenSchema });
export const VerifyEmailResponseSchema = z.object({ email: z.string() });

export const RefreshTokenRequestSchema = z.object({
  refreshToken: z.string({ message: 'refreshToken is required' }).min(16).max(200),
});

export const LogoutRequestSchema = z.object({ refreshToken: z.string().max(200).optional() }).optional();

export const ResetPasswordRequestSchema = z.object({ email: EmailSchema });

export const UpdatePasswordRequestSchema = z.object({ token: TokenSchema, password: PasswordSchema });

export const EditUserRequestSchema = z
  .object({
    fullName: FullNameSchema.optional(),
    currentPassword: z.string().max(128).optional(),
    newPassword: PasswordSchema.optional(),
  })
  .refine((v) => v.fullName !== undefined || v.newPassword !== undefined, {
    message: 'Nothing to change',
    path: ['fullName'],
  })
  .refine((v) => v.newPassword === undefined || (v.currentPassword ?? '').length > 0, {
    message: 'Enter your current password to set a new one',
    path: ['currentPassword'],
  });
export type EditUserRequest = z.infer<typeof EditUserRequestSchema>;
