// Session tokens: HS256 JWTs whose `exp` the portal reads to know when the session ends.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SessionRole } from '../contract.ts';
import type { RoleName } from '../db/schema.ts';
import type { Portal } from './roles.ts';

export const sessionHours = 8;

export interface TokenClaims {
  userId: number;
  role: SessionRole;
  roleName: RoleName;
  userName: string;
  portal: Portal;
  /** The account's password hash when it signed in: a new password ends the session (passwordFingerprint). */
  passwordHash: string;
}

/**
 * What a token carries of the password it was issued under: 128 bits of SHA-256 of the argon2 hash (which is salted,
 * so this says nothing about the password). The session check compares it with the account's current hash on every
 * request, in the same query that reads the account, so a changed password ends every older session at once.
 */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid token; 'expired' or 'invalid' otherwise. */
  verify(token: string): Promise<
    | {
        portal: Portal;
        userId: number;
        expiresAt: number;
        /** The password fingerprint; absent in tokens issued before it existed (they end with their expiry). */
        pwd?: string;
      }
    | 'expired'
    | 'invalid'
  >;
}

/** The JWT secret: JWT_SECRET, or one generated on first start and kept in the data folder. */
export function resolveJwtSecret(dataDir: string, configured?: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  return new Uint8Array(secret);
}

export function createTokenService(secret: Uint8Array): TokenService {
  // The secret imported once as a WebCrypto key: handing jose the raw bytes makes it import them again on every sign
  // and verify, which was five times the cost of the verification itself (220 µs against 42 µs a token) and a tenth
  // of the server's time under npm run load.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(claims) {
      // Whole seconds, so `exp` and the expiresAt the client is told are the same instant.
      const expiresAt = new Date(Math.floor(Date.now() / 1000 + sessionHours * 3600) * 1000);
      const token = await new SignJWT({
        role: claims.role,
        roleName: claims.roleName,
        userName: claims.userName,
        portal: claims.portal,
        pwd: passwordFingerprint(claims.passwordHash),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const portal = payload.portal;
        if (!Number.isSafeInteger(userId) || (portal !== 'residential' && portal !== 'strata'))
          return 'invalid';
        // jwtVerify refuses a token without a valid `exp` only when told to; every token this service signs has one.
        const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
        const pwd = typeof payload.pwd === 'string' ? payload.pwd : undefined;
        return { userId, portal, expiresAt, ...(pwd !== undefined && { pwd }) };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
