import { AccessTokenClaimsSchema, type AccessTokenClaims } from '@assay/shared/contracts/auth';
import { SignJWT, jwtVerify } from 'jose';

export type AccessTokenPayload = Omit<AccessTokenClaims, 'iat' | 'exp'>;

export type AccessTokens = {
  sign(payload: AccessTokenPayload): Promise<string>;
  /** Returns the claims, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<AccessTokenClaims | null>;
  ttlSeconds: number;
};

export function createAccessTokens(
  secret: string,
  ttlSeconds: number,
  now: () => Date = () => new Date(),
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(payload) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        const parsed = AccessTokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
