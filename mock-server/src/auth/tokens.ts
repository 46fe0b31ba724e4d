// Session tokens: HS256 JWTs whose `exp` the portal reads to know when the session ends.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { SessionRole } from '../contract.ts';
import type { RoleName } from '../db/schema.ts';
import { keepNewest } from '../kept.ts';
import type { Portal } from './roles.ts';

export const sessionHours = 8;
/** Verified tokens kept per server: the sessions active at once on an instance, the oldest going first past it. */
const tokensKept = 10_000;

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

/** What a valid token says. */
interface Verified {
  readonly portal: Portal;
  readonly userId: number;
  readonly expiresAt: number;
  /** The password fingerprint; absent in tokens issued before it existed (they end with their expiry). */
  readonly pwd?: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid token; 'expired' or 'invalid' otherwise. */
  verify(token: string): Promise<Verified | 'expired' | 'invalid'>;
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
  // fast-jwt signs and verifies with node:crypto, in the request's own turn: 12 µs a token, where jose's WebCrypto
  // verification (42 µs with the key imported once, 220 µs given the raw bytes) went through the thread pool and back
  // on every request; under npm run load that was a tenth of the server's time.
  const key = Buffer.from(secret);
  const signToken = createSigner({ key, algorithm: 'HS256' });
  const verifyToken = createVerifier({ key, algorithms: ['HS256'] });
  const verified = new Map<string, Verified>();
  return {
    async sign(claims) {
      // Whole seconds, so `exp` and the expiresAt the client is told are the same instant.
      const expiresAt = new Date(Math.floor(Date.now() / 1000 + sessionHours * 3600) * 1000);
      const token = signToken({
        sub: String(claims.userId),
        role: claims.role,
        roleName: claims.roleName,
        userName: claims.userName,
        portal: claims.portal,
        pwd: passwordFingerprint(claims.passwordHash),
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
      return { token, expiresAt };
    },
    async verify(token) {
      // A token verified before is known by its whole text until its own expiry: the requests of a session after its
      // first skip the HMAC and the decoding, 10 % of the server's time on reads by id (bench/reads.ts, --cpu-prof).
      // The account is still read on every request (plugins/auth.ts). Only tokens that verified are kept.
      const known = verified.get(token);
      if (known) {
        if (Date.now() <= known.expiresAt) return known;
        verified.delete(token);
      }
      try {
        const payload = verifyToken(token) as Record<string, unknown>;
        const userId = Number(payload.sub);
        const portal = payload.portal;
        if (!Number.isSafeInteger(userId) || (portal !== 'residential' && portal !== 'strata'))
          return 'invalid';
        // A token without `exp` is refused only when told to; every token this service signs has one.
        const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
        const pwd = typeof payload.pwd === 'string' ? payload.pwd : undefined;
        const claims = Object.freeze({ userId, portal, expiresAt, ...(pwd !== undefined && { pwd }) });
        keepNewest(verified, token, claims, tokensKept);
        return claims;
      } catch (error) {
        return error instanceof TokenError && error.code === TokenError.codes.expired ? 'expired' : 'invalid';
      }
    },
  };
}
