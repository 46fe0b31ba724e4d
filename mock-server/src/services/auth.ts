// Sign-in and password reset (tag: auth).
import * as shared from '@portal/sdk/messages';
import type { Message, ResetLinkStatus, SignInResponse } from '@portal/sdk/types';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAuditActor, withAuditReason } from '../audit/recorder.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { idleMinutesOf, type Portal, sessionRoleFor, signInMessages } from '../auth/roles.ts';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import { type AppOptions, defaultResetLimits } from '../config.ts';
import type { SessionRole } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { ownerProfiles, passwordResetTokens, type RoleName, users } from '../db/schema.ts';
import { badRequest, HttpError, messages } from '../errors.ts';
import { defineHandlers, type HandlerContext } from '../http/handlers.ts';
import type { Mailer } from '../mail/mailer.ts';
import { countAttempt } from '../repositories/attempt-counters.ts';
import { startSession } from '../repositories/sessions.ts';
import type { SignInAccount } from '../repositories/sign-in-accounts.ts';
import { accountPasswordProblem, isStrataRole, newPasswordMinimum } from './password-rules.ts';
import { secondStepOf } from './second-factors.ts';
import { withLockout } from './sign-in-lockout.ts';

/** How long a reset link works. */
export const resetTokenLifetimeMs = 60 * 60 * 1000;

export const resetMessages = {
  requested: 'If an account exists for that email, a password reset link has been sent to it.',
  done: shared.passwordResetMessages.done,
  expired: 'This reset link has expired. Please request a new one.',
  used: 'This reset link has already been used. Please request a new one.',
  tooMany: (minutes: number) =>
    `Too many reset requests. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** Whether the account may receive a reset link: active, and for an owner an active profile too. */
async function mayReset(db: Db, account: { id: number; roleName: RoleName; archived: boolean }) {
  if (account.archived) return false;
  if (account.roleName !== 'Owner') return true;
  const [profile] = await db
    .select({ archived: ownerProfiles.archived })
    .from(ownerProfiles)
    .where(eq(ownerProfiles.userId, account.id))
    .limit(1);
  return profile !== undefined && !profile.archived;
}

/** The account as a signed-in answer names it. */
type SignedInAccount = Pick<SignInAccount, 'id' | 'userName' | 'roleName' | 'email' | 'greetingName'>;

/**
 * A session for the account on this portal, and POST /auth's answer for it (also the answer of the second step and
 * of a passkey sign-in).
 */
export async function startSignedInSession(
  ctx: Pick<HandlerContext, 'db' | 'tokens' | 'request' | 'options'>,
  account: SignedInAccount,
  role: SessionRole,
  portal: Portal,
): Promise<SignInResponse> {
  const { db, tokens, request, options } = ctx;
  const sessionId = await startSession(db, {
    userId: account.id,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const { token, expiresAt } = await tokens.sign({
    userId: account.id,
    role,
    roleName: account.roleName,
    userName: account.userName,
    portal,
    sessionId,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    idleMinutes: idleMinutesOf(role, options.sessionIdle),
    user: {
      id: account.id,
      role: account.roleName,
      sessionRole: role,
      email: account.email,
      name: account.greetingName,
      userName: account.userName,
    },
  };
}

/**
 * Whether this account may have a session now: active, an Owner with an active profile, a role of the portal. Throws
 * the sign-in's 401 or 403 otherwise (the reason for the audit trail only); answers the session role.
 */
export function signInRoleOf(
  account: Pick<SignInAccount, 'roleName' | 'archived' | 'ownerProfileArchived'>,
  portal: Portal,
): SessionRole {
  if (account.archived) {
    throw withAuditReason(new HttpError(401, signInMessages.incorrect), 'account archived');
  }
  if (account.roleName === 'Owner') {
    if (account.ownerProfileArchived === true) {
      throw withAuditReason(new HttpError(401, signInMessages.incorrect), 'owner profile archived');
    }
    if (account.ownerProfileArchived === null) {
      throw withAuditReason(new HttpError(403, signInMessages.ownerWithoutProfile), 'owner profile missing');
    }
  }
  const role = sessionRoleFor(account.roleName, portal);
  if (!role) {
    throw withAuditReason(
      new HttpError(
        403,
        portal === 'residential' ? signInMessages.strataOnResidential : signInMessages.residentialOnStrata,
      ),
      'wrong portal',
    );
  }
  return role;
}

/** Mails a reset link to the account of `email`, when there is one that may reset (after the request's answer). */
async function sendResetLink(db: Db, mail: Mailer, options: AppOptions, email: string): Promise<void> {
  const [account] = await db
    .select({ id: users.id, email: users.email, roleName: users.roleName, archived: users.archived })
    .from(users)
    .where(eq(users.normalizedEmail, email.toUpperCase()))
    .limit(1);
  if (!account || !(await mayReset(db, account))) return;
  const token = newSecret();
  // portal=strata tells the page to ask for the strata minimum of 8 (the server checks it again on reset).
  const portal = isStrataRole(account.roleName) ? '&portal=strata' : '';
  const link = `${options.publicUrl}/account/newpassword?id=${account.id}&token=${encodeURIComponent(token)}${portal}`;
  await db.transaction(async (tx) => {
    // A new request replaces any earlier link; the mail is written with it (the outbox, in this transaction).
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, account.id));
    await tx.insert(passwordResetTokens).values({
      userId: account.id,
      tokenDigest: secretDigest(token),
      expiresAt: new Date(Date.now() + resetTokenLifetimeMs),
    });
    await mail.send(
      {
        to: account.email,
        subject: 'Reset your portal password',
        text: `Hello,\n\nSomeone asked to reset the password of your portal account. To choose a new password, follow this link within 1 hour:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
      },
      tx,
    );
  });
}

/** Sign-in attempts are counted per address and account name. */
function signInKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toUpperCase() : '';
  return `${request.ip}|${username}`;
}

/**
 * The reset link of `id` and `token` when it can still set a password; otherwise the 400 a reset would answer. An
 * unknown token, or one for another user id, reads as used: it says nothing about which tokens exist.
 */
async function usableResetLink(db: Db, link: { id: number; token: string }) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      roleName: users.roleName,
      userName: users.userName,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenDigest, secretDigest(link.token)))
    .limit(1);
  if (!row || row.userId !== link.id || row.usedAt) throw badRequest(resetMessages.used, 'token');
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(resetMessages.expired, 'token');
  return row;
}

export const handlers = defineHandlers({
  requestPasswordReset: {
    // Per address and per email (RESET_LIMIT_PER_ADDRESS, RESET_LIMIT_PER_EMAIL), counted in the database.
    rateLimit: { strict: true },
    async handler({ query, db, mail, options, request, reply, afterAnswer }) {
      const email = String(query.email).trim();
      const limits = options.resetLimits ?? defaultResetLimits;
      const counts = [
        await countAttempt(db, `reset-address:${request.ip}`, limits.windowMs),
        await countAttempt(db, `reset-email:${email.toUpperCase()}`, limits.windowMs),
      ];
      const over = counts.filter((c, index) => c.count > (index === 0 ? limits.perAddress : limits.perEmail));
      if (over.length > 0) {
        const seconds = Math.max(1, Math.ceil(Math.max(...over.map((c) => c.retryAfterMs)) / 1000));
        reply.header('retry-after', String(seconds));
        throw new HttpError(429, resetMessages.tooMany(Math.ceil(seconds / 60)));
      }
      // The same answer either way, and before the email is looked up: the account's look-up, its link and mail run
      // after the answer, so neither the answer nor its time tells which emails have accounts.
      afterAnswer.run('A password reset mail', (root) => sendResetLink(root, mail, options, email));
      return { message: resetMessages.requested } satisfies Message;
    },
  },

  // Under the public rate limit only: the token has 256 bits, and opening a mailed link twice must not lock anyone out.
  async checkResetLink({ body, db }) {
    const link = await usableResetLink(db, body);
    return { minLength: newPasswordMinimum(link.roleName) } satisfies ResetLinkStatus;
  },

  async resetPassword({ body, db }) {
    const input = body;
    const row = await usableResetLink(db, input);
    const problem = accountPasswordProblem(input.password, row.roleName, [row.userName, row.email]);
    if (problem) throw badRequest(problem, 'password');
    const passwordHash = await hashPassword(input.password);
    const consumed = await db.transaction(async (tx) => {
      // Marking the token used is the claim: of two simultaneous resets only one finds it unused.
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (!claimed) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
      return true;
    });
    if (!consumed) throw badRequest(resetMessages.used, 'token');
    return { message: resetMessages.done };
  },

  signIn: {
    rateLimit: { key: signInKey, strict: true, message: messages.tooManySignIns },
    handler: withLockout(async ({ body, db, tokens, request, options }, account) => {
      const password = String(body.password);
      const portal = body.portal === 'strata' ? 'strata' : 'residential';
      const passwordOk = await verifyPassword(account?.passwordHash ?? null, password);
      if (!account) throw withAuditReason(new HttpError(401, signInMessages.incorrect), 'unknown account');
      if (!passwordOk) throw withAuditReason(new HttpError(401, signInMessages.incorrect), 'wrong password');
      // The portal mismatch is told only after the password matched: it reveals nothing to a guesser.
      const role = signInRoleOf(account, portal);
      // The password was right: a second step for an account with a second factor, an enrolment token for one whose
      // role must have one and has none, else the session.
      const second = await secondStepOf(db, account, role, portal, options);
      if (second) return withAuditActor(second, account);
      return startSignedInSession({ db, tokens, request, options }, account, role, portal);
    }),
  },
});
