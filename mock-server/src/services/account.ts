// One's own account (tag: auth, extension): change one's password, change one's email through a link mailed to the
// new address.
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import { pgErrorCode } from '../db/errors.ts';
import { emailChangeTokens, users } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { keepSessionInTransaction } from '../repositories/sessions.ts';
import { identityTaken, updateUser } from '../repositories/users.ts';
import { accountPasswordProblem } from './password-rules.ts';

/** How long an email confirmation link works. */
export const emailChangeLifetimeMs = 24 * 60 * 60 * 1000;

export const accountMessages = {
  wrongPassword: 'Your current password is not right.',
  sameEmail: 'That is already your email.',
  emailTaken: 'That email is already used by another account.',
  linkSent: (email: string) => `We sent a link to ${email}. Your email changes when you follow it.`,
  changed: (email: string) => `Your email is now ${email}.`,
  linkExpired: 'This confirmation link has expired. Please ask for a new one.',
  linkUsed: 'This confirmation link has already been used.',
} as const;

/** The caller's account, with the password checked; 400 on a wrong one. */
async function accountWithPassword(
  db: Parameters<typeof identityTaken>[0],
  userId: number,
  password: string,
) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      userName: users.userName,
      passwordHash: users.passwordHash,
      roleName: users.roleName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account || !(await verifyPassword(account.passwordHash, password)))
    throw badRequest(accountMessages.wrongPassword, 'currentPassword');
  return account;
}

export const handlers = defineHandlers({
  changeOwnPassword: {
    // Guessing the current password through this operation meets the same limit as signing in.
    rateLimit: { key: (request) => `password|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ body, db, user }) {
      const account = await accountWithPassword(db, user.id, body.currentPassword);
      const problem = accountPasswordProblem(body.newPassword, account.roleName, [
        account.userName,
        account.email,
      ]);
      if (problem) throw badRequest(problem, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      // The trigger on users ends every other session of the account; this one goes on.
      await db.transaction(async (tx) => {
        await keepSessionInTransaction(tx, user.sessionId);
        await updateUser(tx, user.id, { passwordHash });
      });
    },
  },

  requestEmailChange: {
    rateLimit: { key: (request) => `email|${request.user?.id ?? request.ip}`, strict: true },
    async handler({ body, db, user, mail, options }) {
      const account = await accountWithPassword(db, user.id, body.currentPassword);
      const newEmail = body.newEmail.trim();
      if (newEmail.toUpperCase() === account.email.toUpperCase())
        throw badRequest(accountMessages.sameEmail, 'newEmail');
      if (await identityTaken(db, { email: newEmail }, user.id))
        throw conflict(accountMessages.emailTaken, 'newEmail');
      const token = newSecret();
      const link = `${options.publicUrl}/account/email/confirm?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        // A new request replaces an earlier link.
        await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
        await tx.insert(emailChangeTokens).values({
          userId: user.id,
          newEmail,
          tokenDigest: secretDigest(token),
          expiresAt: new Date(Date.now() + emailChangeLifetimeMs),
        });
        await mail.send(
          {
            to: newEmail,
            subject: 'Confirm your new portal email',
            text: `Hello,\n\nSomeone asked to use this address for the portal account ${user.userName}. To confirm it, follow this link within 24 hours:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: the account keeps its email.\n`,
          },
          tx,
        );
      });
      return { message: accountMessages.linkSent(newEmail) };
    },
  },

  confirmEmailChange: {
    rateLimit: { strict: true },
    async handler({ body, db, mail }) {
      const [row] = await db
        .select({
          id: emailChangeTokens.id,
          userId: emailChangeTokens.userId,
          newEmail: emailChangeTokens.newEmail,
          expiresAt: emailChangeTokens.expiresAt,
          usedAt: emailChangeTokens.usedAt,
          oldEmail: users.email,
          archived: users.archived,
        })
        .from(emailChangeTokens)
        .innerJoin(users, eq(users.id, emailChangeTokens.userId))
        .where(eq(emailChangeTokens.tokenDigest, secretDigest(body.token)))
        .limit(1);
      if (!row || row.usedAt || row.archived) throw badRequest(accountMessages.linkUsed, 'token');
      if (row.expiresAt.getTime() <= Date.now()) throw badRequest(accountMessages.linkExpired, 'token');
      try {
        await db.transaction(async (tx) => {
          // Marking the token used is the claim: of two confirmations at once only one finds it unused.
          const [claimed] = await tx
            .update(emailChangeTokens)
            .set({ usedAt: new Date() })
            .where(and(eq(emailChangeTokens.id, row.id), isNull(emailChangeTokens.usedAt)))
            .returning({ id: emailChangeTokens.id });
          if (!claimed) throw badRequest(accountMessages.linkUsed, 'token');
          await updateUser(tx, row.userId, { email: row.newEmail });
          await mail.send(
            {
              to: row.oldEmail,
              subject: 'Your portal email has changed',
              text: `Hello,\n\nThe email of your portal account is now ${row.newEmail}; mail for the account goes there from now on.\n\nIf you did not ask for this, contact us at once.\n`,
            },
            tx,
          );
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // Another account took the address since the link was sent: the unique index decides.
        if (pgErrorCode(error) === '23505') throw conflict(accountMessages.emailTaken, 'newEmail');
        throw error;
      }
      return { message: accountMessages.changed(row.newEmail) };
    },
  },
});
