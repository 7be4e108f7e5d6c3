import {
  EditUserRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  RefreshTokenRequestSchema,
  ResetPasswordRequestSchema,
  SessionUserSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  TokenPairSchema,
  UpdatePasswordRequestSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '@assay/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoData, ok, replies } from '../../http/envelope';
import { requireUser } from '../../http/request-context';
import { PUBLIC, SIGNED_IN } from '../../http/route-access';
import type { AuthService } from './auth.service';

const tags = ['auth'];

export const authRoutes =
  (auth: AuthService, limits: { perMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = { max: limits.perMinute, timeWindow: '1 minute' };

    app.post(
      '/authenticate',
      {
        config: { access: PUBLIC, rateLimit },
        schema: { tags, summary: 'Log in', body: LoginRequestSchema, response: replies(LoginResponseSchema) },
      },
      async (req) => ok(await auth.login(req.body, req.headers['user-agent'] ?? null), 'Logged in'),
    );

    app.post(
      '/logout',
      {
        config: { access: PUBLIC },
        schema: { tags, summary: 'End this session', body: LogoutRequestSchema, response: replies(NoData) },
      },
      async (req) => {
        await auth.logout(req.user?.sessionId ?? null, req.body?.refreshToken);
        return ok(null, 'Logged out');
      },
    );

    app.post(
      '/signup/onboarding',
      {
        config: { access: PUBLIC, rateLimit },
        schema: {
          tags,
          summary: 'Create an account',
          body: SignupRequestSchema,
          response: replies(SignupResponseSchema),
        },
      },
      async (req) => ok(await auth.signup(req.body), 'Check your email for a verification link'),
    );

    app.post(
      '/signup/email/verify',
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: 'Verify an email address',
          body: VerifyEmailRequestSchema,
          response: replies(VerifyEmailResponseSchema),
        },
      },
      async (req) => ok(await auth.verifyEmail(req.body.token), 'Email verified. You can log in now.'),
    );

    app.post(
      '/signup/email/resend',
      {
        config: { access: PUBLIC, rateLimit },
        schema: {
          tags,
          summary: 'Send the verification link again',
          body: ResetPasswordRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await auth.resendVerification(req.body.email);
        return ok(null, 'If that account is waiting for verification, we sent a new link');
      },
    );

    app.post(
      '/reset-password',
      {
        config: { access: PUBLIC, rateLimit },
        schema: {
          tags,
          summary: 'Mail a password reset link',
          body: ResetPasswordRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await auth.requestPasswordReset(req.body.email);
        return ok(null, 'If an account exists for that email, we sent a reset link');
      },
    );

    app.post(
      '/update-password',
      {
        config: { access: PUBLIC, rateLimit },
        schema: {
          tags,
          summary: 'Set a new password from a reset link',
          body: UpdatePasswordRequestSchema,
          response: replies(NoData),
        },
      },
      async (req) => {
        await auth.updatePassword(req.body.token, req.body.password);
        return ok(null, 'Password updated. Log in with your new password.');
      },
    );

    app.post(
      '/refresh-token',
      {
        config: { access: PUBLIC },
        schema: {
          tags,
          summary: 'Exchange a refresh token for new tokens',
          body: RefreshTokenRequestSchema,
          response: replies(TokenPairSchema),
        },
      },
      async (req) => ok(await auth.refresh(req.body.refreshToken), 'Token refreshed'),
    );

    app.post(
      '/edit-user',
      {
        config: { access: SIGNED_IN },
        schema: {
          tags,
          summary: 'Edit your profile or password',
          body: EditUserRequestSchema,
          response: replies(z.object({ user: SessionUserSchema, token: z.string() })),
        },
      },
      async (req) => ok(await auth.editUser(requireUser(req), req.body), 'Profile updated'),
    );

    app.get(
      '/me',
      {
        config: { access: SIGNED_IN },
        schema: { tags, summary: 'The signed-in user', response: replies(SessionUserSchema) },
      },
      async (req) => ok(await auth.getSessionUser(requireUser(req))),
    );
  };
