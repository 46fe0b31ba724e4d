// Session tokens: HS256 JWTs whose `exp` the portal reads to know when the session ends, and whose `sid` names the
// session row (db/schema/accounts.ts sessions) that every request checks: the row, not the token, says whether the
// session still goes on.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { LRUCache } from 'lru-cache';
import type { AppOptions } from '../config.ts';
import type { SessionRole } from '../contract.ts';
import type { RoleName } from '../db/schema.ts';
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
  /** The session row's id (`sid`). */
  sessionId: string;
}

/** A new session id: 128 random bits, base64url (22 characters). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a valid token says. */
interface Verified {
  readonly portal: Portal;
  readonly userId: number;
  readonly expiresAt: number;
  readonly sessionId: string;
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

const purposeKeys = new WeakMap<AppOptions, Map<string, Buffer>>();

/**
 * A key of its own for one purpose (unsubscribe links, invitation links), derived from the server secret: never the
 * session-token key itself. Derived once per server and purpose.
 */
export function purposeKey(options: AppOptions, purpose: string): Buffer {
  const keys = purposeKeys.get(options) ?? new Map<string, Buffer>();
  purposeKeys.set(options, keys);
  const key =
    keys.get(purpose) ??
    createHmac('sha256', resolveJwtSecret(options.dataDir, options.jwtSecret)).update(purpose).digest();
  keys.set(purpose, key);
  return key;
}

export function createTokenService(secret: Uint8Array): TokenService {
  // fast-jwt signs and verifies with node:crypto, in the request's own turn: 12 µs a token, where jose's WebCrypto
  // verification (42 µs with the key imported once, 220 µs given the raw bytes) went through the thread pool and back
  // on every request; under npm run load that was a tenth of the server's time.
  const key = Buffer.from(secret);
  const signToken = createSigner({ key, algorithm: 'HS256' });
  const verifyToken = createVerifier({ key, algorithms: ['HS256'] });
  const verified = new LRUCache<string, Verified>({ max: tokensKept });
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
        sid: claims.sessionId,
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
        // Every token this service signs has an expiry and a session; one without either (issued before sessions
        // existed, or forged with a leaked secret and no server-side session) is refused.
        if (typeof payload.exp !== 'number' || typeof payload.sid !== 'string' || payload.sid === '')
          return 'invalid';
        const claims = Object.freeze({
          userId,
          portal,
          expiresAt: payload.exp * 1000,
          sessionId: payload.sid,
        });
        verified.set(token, claims);
        return claims;
      } catch (error) {
        return error instanceof TokenError && error.code === TokenError.codes.expired ? 'expired' : 'invalid';
      }
    },
  };
}
