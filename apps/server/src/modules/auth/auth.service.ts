import type {
  EditUserRequest,
  LoginResponse,
  OrgRole,
  SessionUser,
  SignupRequest,
  TokenPair,
} from '@assay/shared/contracts/auth';
import { conflict, forbidden, gone, invalid, unauthenticated } from '../../http/app-error';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail, verifyEmailMail } from '../../mail/templates';
import type { Account } from '../users/users.service';
import type { UsersService } from '../users/users.service';
import type { AccessTokens } from './access-token';
import type { AuthRepo, OneTimePurpose } from './auth.repo';
import { createOpaqueToken, hashToken } from './opaque-token';
import type { PasswordHasher } from './passwords';

/** Who is calling, as established from a valid access token and a live session. */
export type AuthUser = {
  id: string;
  email: string;
  fullName: string;
  orgId: string;
  orgRole: OrgRole;
  sessionId: string;
};

export type AuthServiceDeps = {
  repo: AuthRepo;
  users: UsersService;
  passwords: PasswordHasher;
  accessTokens: AccessTokens;
  mailer: Mailer;
  publicUrl: string;
  refreshTokenTtlSeconds: number;
  isSignupEnabled: boolean;
  now?: () => Date;
};

const HOUR_MS = 60 * 60 * 1000;
const VERIFY_TTL_MS = 24 * HOUR_MS;
const RESET_TTL_MS = HOUR_MS;

const SESSION_EXPIRED = 'Your session has ended. Please log in again.';
const BAD_CREDENTIALS = 'Email or password is incorrect';
const BLOCKED = "This account has been blocked. Contact your organisation's administrator.";

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, users, passwords, accessTokens } = deps;
  const now = deps.now ?? (() => new Date());

  async function toSessionUser(account: Account): Promise<SessionUser> {
    return {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      orgId: account.orgId,
      orgName: await users.getOrganisationName(account.orgId),
      orgRole: account.orgRole,
    };
  }

  async function issueTokens(account: Account, sessionId: string): Promise<TokenPair> {
    const refreshToken = createOpaqueToken();
    await repo.insertRefreshToken(
      sessionId,
      hashToken(refreshToken),
      new Date(now().getTime() + deps.refreshTokenTtlSeconds * 1000),
    );
    const token = await accessTokens.sign({
      sub: account.id,
      sid: sessionId,
      userName: account.email,
      userFullName: account.fullName,
      orgId: account.orgId,
      orgRole: account.orgRole,
    });
    return { token, refreshToken, expiresIn: accessTokens.ttlSeconds };
  }

  async function sendOneTimeLink(account: Account, purpose: OneTimePurpose) {
    await repo.spendOpenOneTimeTokens(account.id, purpose);
    const token = createOpaqueToken();
    const ttl = purpose === 'verify-email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await repo.insertOneTimeToken(account.id, purpose, hashToken(token), new Date(now().getTime() + ttl));
    const mail =
      purpose === 'verify-email'
        ? verifyEmailMail(account.email, `${deps.publicUrl}/verify-email/${token}`)
        : resetPasswordMail(account.email, `${deps.publicUrl}/reset-password/${token}`);
    await deps.mailer.send(mail);
  }

  /** Spends a mailed token and returns its user id, or explains plainly why the link no longer works. */
  async function spendOneTimeLink(token: string, purpose: OneTimePurpose): Promise<string> {
    const what = purpose === 'verify-email' ? 'verification' : 'password reset';
    const row = await repo.findOneTimeToken(hashToken(token), purpose);
    if (!row) throw invalid(`This ${what} link is not valid`);
    if (row.usedAt) throw gone(`This ${what} link has already been used`);
    if (row.expiresAt < now()) throw gone(`This ${what} link has expired. Request a new one.`);
    if (!(await repo.spendOneTimeToken(row.id))) throw gone(`This ${what} link has already been used`);
    return row.userId;
  }

  return {
    async signup(input: SignupRequest): Promise<{ email: string; verificationRequired: boolean }> {
      const passwordHash = await passwords.hash(input.password);
      const existing = await users.findByEmail(input.email);
      let account: Account;
      if (!existing) {
        if (!deps.isSignupEnabled)
          throw forbidden('Sign-up is closed on this console. Ask an administrator for an invitation.');
        account = await users.createAccountWithOrganisation({
          email: input.email,
          fullName: input.fullName,
          passwordHash,
        });
      } else if (existing.status === 'active') {
        throw conflict('An account with this email already exists. Log in or reset your password.', {
          email: ['An account with this email already exists'],
        });
      } else {
        // Invited or never verified: whoever can read the mailbox finishes the account.
        const updated = await users.update(existing.id, {
          fullName: input.fullName,
          passwordHash,
          status: 'unverified',
        });
        if (!updated) throw invalid('This account could not be completed');
        account = updated;
      }
      await sendOneTimeLink(account, 'verify-email');
      return { email: account.email, verificationRequired: true };
    },

    async resendVerification(email: string): Promise<void> {
      const account = await users.findByEmail(email);
      if (account && account.status === 'unverified' && !account.isBlacklisted)
        await sendOneTimeLink(account, 'verify-email');
    },

    async verifyEmail(token: string): Promise<{ email: string }> {
      const userId = await spendOneTimeLink(token, 'verify-email');
      const account = await users.update(userId, { status: 'active' });
      if (!account) throw invalid('This verification link is not valid');
      return { email: account.email };
    },

    async login(input: { email: string; password: string }, userAgent: string | null): Promise<LoginResponse> {
      const account = await users.findByEmail(input.email);
      if (!account || !account.passwordHash) {
        await passwords.verifyNothing(input.password);
        throw unauthenticated(BAD_CREDENTIALS);
      }
      if (!(await passwords.verify(account.passwordHash, input.password))) throw unauthenticated(BAD_CREDENTIALS);
      if (account.isBlacklisted) throw forbidden(BLOCKED);
      if (account.status !== 'active') {
        throw forbidden('Please verify your email address first: open the link we sent you when you signed up.');
      }
      const session = await repo.createSession(account.id, userAgent);
      const tokens = await issueTokens(account, session.id);
      await users.update(account.id, { lastLoginAt: now() });
      return { ...tokens, user: await toSessionUser(account) };
    },

    /** Rotates the refresh token; presenting a spent one ends the whole session (it may have been stolen). */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const row = await repo.findRefreshToken(hashToken(refreshToken));
      if (!row) throw unauthenticated(SESSION_EXPIRED);
      const session = await repo.findSession(row.sessionId);
      if (!session || session.revokedAt) throw unauthenticated(SESSION_EXPIRED);
      if (row.usedAt || !(await repo.spendRefreshToken(row.id))) {
        await repo.revokeSession(session.id, 'refresh-token-reuse');
        throw unauthenticated(SESSION_EXPIRED);
      }
      if (row.expiresAt < now()) throw unauthenticated(SESSION_EXPIRED);
      const account = await users.findById(session.userId);
      if (!account || account.isBlacklisted || account.status !== 'active') {
        await repo.revokeSession(session.id, 'account-unavailable');
        throw unauthenticated(SESSION_EXPIRED);
      }
      await repo.touchSession(session.id);
      return issueTokens(account, session.id);
    },

    async logout(sessionId: string | null, refreshToken: string | undefined): Promise<void> {
      if (sessionId) await repo.revokeSession(sessionId, 'logout');
      if (refreshToken) {
        const row = await repo.findRefreshToken(hashToken(refreshToken));
        if (row) await repo.revokeSession(row.sessionId, 'logout');
      }
    },

    async requestPasswordReset(email: string): Promise<void> {
      const account = await users.findByEmail(email);
      if (account && !account.isBlacklisted && account.status !== 'invited')
        await sendOneTimeLink(account, 'reset-password');
    },

    async updatePassword(token: string, password: string): Promise<void> {
      const userId = await spendOneTimeLink(token, 'reset-password');
      const passwordHash = await passwords.hash(password);
      // Reading the mail proves the address, so an unverified account becomes active too.
      await users.update(userId, { passwordHash, status: 'active' });
      await repo.revokeAllSessions(userId, 'password-reset');
    },

    async editUser(user: AuthUser, input: EditUserRequest): Promise<{ user: SessionUser; token: string }> {
      const account = await users.findById(user.id);
      if (!account) throw unauthenticated(SESSION_EXPIRED);
      const patch: { fullName?: string; passwordHash?: string } = {};
      if (input.fullName !== undefined) patch.fullName = input.fullName;
      if (input.newPassword !== undefined) {
        const isCurrent = account.passwordHash
          ? await passwords.verify(account.passwordHash, input.currentPassword ?? '')
          : false;
        if (!isCurrent)
          throw invalid('Current password is incorrect', { currentPassword: ['Current password is incorrect'] });
        patch.passwordHash = await passwords.hash(input.newPassword);
      }
      const updated = await users.update(account.id, patch);
      if (!updated) throw unauthenticated(SESSION_EXPIRED);
      const token = await accessTokens.sign({
        sub: updated.id,
        sid: user.sessionId,
        userName: updated.email,
        userFullName: updated.fullName,
        orgId: updated.orgId,
        orgRole: updated.orgRole,
      });
      return { user: await toSessionUser(updated), token };
    },

    async getSessionUser(user: AuthUser): Promise<SessionUser> {
      const account = await users.findById(user.id);
      if (!account) throw unauthenticated(SESSION_EXPIRED);
      return toSessionUser(account);
    },

    /** Resolves a bearer token to the caller, or null when the token or its session is no longer good. */
    async authenticate(bearer: string): Promise<AuthUser | null> {
      const claims = await accessTokens.verify(bearer);
      if (!claims) return null;
      const caller = await repo.findLiveSessionCaller(claims.sid, claims.sub);
      return caller ? { ...caller, sessionId: claims.sid } : null;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
