// The sign-in lockout: failures are counted per account (its user name and its email are one account), whatever the
// address, and per address, whatever the names (password spraying). A locked account or address answers 429 with
// Retry-After before the password is looked at, so the right password is refused too until the lock ends; each
// new lock of the same key lasts twice as long as the one before. The counts live in PostgreSQL (or PGlite), shared
// by every instance.

import { withAuditReason } from '../audit/recorder.ts';
import { HttpError } from '../errors.ts';
import type { HandlerContext } from '../http/handlers.ts';
import { type SignInAccount, signInAccountByName } from '../repositories/sign-in-accounts.ts';
import {
  addressKeyOf,
  countFailure,
  forgetFailures,
  type LockState,
  lockState,
} from '../repositories/sign-in-lockouts.ts';

export interface LockoutOptions {
  /** Failures of one account within the window before it locks (LOCKOUT_PER_ACCOUNT, 10). */
  perAccount: number;
  /** Failures from one address within the window, whatever the names (LOCKOUT_PER_ADDRESS, 30). */
  perAddress: number;
  windowMs: number;
}

export const defaultLockout: LockoutOptions = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

/** The portal shows this message as it is. */
export function lockedMessage(minutes: number): string {
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

type LockoutContext = Pick<HandlerContext, 'db' | 'request' | 'reply' | 'options'>;

/** The answer is a session (not a second step's challenge): the sign-in is complete. */
const signedIn = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'token' in answer && typeof answer.token === 'string';

/**
 * `attempt` behind the lockout of `accountKey` and of the caller's address: a locked key answers 429 before the
 * attempt; a 401 counts a failure of both; a completed sign-in forgets the account's failures (a password that
 * leads to a second step does not: the failures of the second step count on). `lock` is the two keys' state when it
 * was read with the account (repositories/sign-in-accounts.ts); else it is read here.
 */
export async function underLockout<R>(
  ctx: LockoutContext,
  accountKey: string,
  attempt: () => Promise<R>,
  lock?: LockState,
): Promise<R> {
  const { db, request, reply } = ctx;
  const limits = ctx.options.lockout;
  const addressKey = addressKeyOf(request.ip);
  const { lockedUntil: until, accountCounted } = lock ?? (await lockState(db, accountKey, addressKey));
  if (until) {
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    reply.header('retry-after', String(seconds));
    throw withAuditReason(new HttpError(429, lockedMessage(Math.ceil(seconds / 60))), 'locked out');
  }
  try {
    const answer = await attempt();
    if (accountCounted && signedIn(answer)) await forgetFailures(db, accountKey);
    return answer;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) {
      await countFailure(db, accountKey, limits.perAccount, limits.windowMs);
      await countFailure(db, addressKey, limits.perAddress, limits.windowMs);
    }
    throw error;
  }
}

type SignInContext = HandlerContext<'signIn'>;

/**
 * `signIn` behind the lockout, given the account its name names (its user name first, then its email; read once for
 * both, with the lockout): failures count under that account, so its user name and its email are one account, or
 * under the name when no account has it; a 401 counts a failure, a success forgets the account's failures.
 */
export function withLockout<R>(
  signIn: (ctx: SignInContext, account: SignInAccount | null) => Promise<R>,
): (ctx: SignInContext) => Promise<R> {
  return async (ctx) => {
    const name = String(ctx.body.username).trim();
    const { account, accountKey, lock } = await signInAccountByName(
      ctx.db,
      name,
      addressKeyOf(ctx.request.ip),
    );
    return underLockout(ctx, accountKey, () => signIn(ctx, account), lock);
  };
}
