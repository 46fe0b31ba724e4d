// The public /authorize flow of an invitation (tag: invitations): looking a link up, the authorization check, and
// registration, which claims the unit for a new or an existing unit owner account, or first mails a link to confirm
// another email than the invited one. Creating and mailing invitations: invitations.ts.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import {
  strataInvitationEmailConfirmations,
  strataOwners,
  strataUnitUserInvitations,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { findUnitWithBuilding } from '../repositories/strata-units.ts';
import { findUserByName, newUserValues } from '../repositories/users.ts';
import {
  checkOpen,
  expiryOf,
  findByIdAndHash,
  type InvitationRow,
  invitationEmailConfirmationLifetimeMs,
  invitationMessages,
  linkExpiresAt,
} from './invitations.ts';
import { minimumPasswordLength, passwordProblem } from './password-rules.ts';
import { idOf, isUniqueViolation, tidy } from './strata-records.ts';

/** Case-insensitive, surrounding and repeated spaces ignored (the authorization check's comparison). */
const comparable = (value: string) => tidy(value).toLowerCase();
/** Plan numbers also ignore the space inside (EPS 1234 = EPS1234). */
const comparablePlan = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** Public invitation calls are counted per address and invitation (ids are guessable, answers are not). */
const attemptKey = (operation: string) => (request: FastifyRequest) => {
  const id = (request.params as { invitationId?: unknown }).invitationId;
  return `${operation}|${request.ip}|${String(id)}`;
};

/** "First Rest Of Name" → first word, then the rest (empty for a one-word name). */
function splitName(nameOnTitle: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = tidy(nameOnTitle).split(' ');
  return { firstName, lastName: rest.join(' ') };
}

export const handlers = defineHandlers({
  lookupStrataUnitUserInvitation: {
    rateLimit: { key: (request) => `lookup|${request.ip}`, message: invitationMessages.tooManyAttempts },
    async handler({ params, db, options }) {
      const hash = String(params.hash);
      const [invitation] = await db
        .select()
        .from(strataUnitUserInvitations)
        .where(eq(strataUnitUserInvitations.hashDigest, secretDigest(hash)))
        .limit(1);
      if (!invitation) throw notFound(invitationMessages.notFound);
      const registered = invitation.registeredAt !== null;
      const expiry = registered ? null : await expiryOf(db, options, invitation);
      return {
        id: invitation.id,
        email: invitation.email,
        status: registered ? 'registered' : 'pending',
        expired: expiry !== null,
        expiredReason: expiry,
        expiresAt: linkExpiresAt(options, invitation).toISOString(),
      };
    },
  },

  authorizeStrataUnitUserInvitation: {
    rateLimit: { key: attemptKey('authorize'), strict: true, message: invitationMessages.tooManyAttempts },
    async handler({ params, body, db, options }) {
      const input = body;
      const invitation = await findByIdAndHash(db, idOf(params.invitationId), input.hash);
      await checkOpen(db, options, invitation);
      const unit = await findUnitWithBuilding(db, invitation.strataUnitId);
      const [owner] = await db
        .select({ nameOnTitle: strataOwners.nameOnTitle })
        .from(strataOwners)
        .where(eq(strataOwners.id, invitation.strataOwnerId))
        .limit(1);
      const matches =
        unit !== undefined &&
        owner !== undefined &&
        comparable(input.unitNumber) === comparable(unit.unitNumber) &&
        comparablePlan(input.strataPlanNumber) === comparablePlan(unit.strataPlanNumber) &&
        comparable(input.nameOnTitle) === comparable(owner.nameOnTitle);
      // Which field failed is not said, so the check cannot be answered one field at a time.
      if (!matches) throw badRequest(invitationMessages.mismatch);
      await db
        .update(strataUnitUserInvitations)
        .set({ authorizedAt: new Date() })
        .where(eq(strataUnitUserInvitations.id, invitation.id));
      return { authorized: true as const };
    },
  },

  registerStrataUnitUserInvitation: {
    rateLimit: { key: attemptKey('register'), strict: true, message: invitationMessages.tooManyAttempts },
    async handler({ params, body, db, options, mail, reply }) {
      const invitationId = idOf(params.invitationId);
      const input = body;
      const invitation = await findByIdAndHash(db, invitationId, input.hash);
      await checkOpen(db, options, invitation);
      if (!invitation.authorizedAt) throw conflict(invitationMessages.authorizeFirst);

      const email = trimSpace(input.email);
      // An account whose email, or whose username, is this email (new accounts are named by their email).
      const existing = await findUserByName(db, email);
      let passwordHash: string | null = null;
      if (existing) {
        // The "sign in" branch: the unit is claimed for a unit owner account that proves its password.
        const unitOwnerAccount = existing.roleName === 'Strata Unit Owner' && !existing.archived;
        if (!unitOwnerAccount) throw conflict(invitationMessages.userExists, 'email');
        // A unit owner's account with a wrong password: the sign-in error of step two (strata spec 8).
        if (!(await verifyPassword(existing.passwordHash, input.password)))
          throw conflict(invitationMessages.signInIncorrect, 'password');
      } else {
        // A new unit owner account: the strata rule of 8 characters and the others (strata spec 5).
        const problem = passwordProblem(input.password, minimumPasswordLength('Strata Unit Owner'));
        if (problem) throw badRequest(problem, 'password');
        passwordHash = await hashPassword(input.password);
      }

      // Another email than the invited one: nothing is created or claimed until a link mailed to that email is
      // followed (a forwarded or leaked link alone claims no unit for an address no one proved).
      const accountEmail = existing ? existing.email : email;
      if (accountEmail.trim().toLowerCase() !== invitation.email.trim().toLowerCase()) {
        const token = newSecret();
        const link = `${options.publicUrl}/authorize?confirm=${encodeURIComponent(token)}`;
        await db.transaction(async (tx) => {
          // A new registration through the invitation replaces one held before.
          await tx
            .delete(strataInvitationEmailConfirmations)
            .where(eq(strataInvitationEmailConfirmations.invitationId, invitation.id));
          await tx.insert(strataInvitationEmailConfirmations).values({
            invitationId: invitation.id,
            invitationHashDigest: invitation.hashDigest,
            email: accountEmail,
            userId: existing?.id ?? null,
            passwordHash,
            tokenDigest: secretDigest(token),
            expiresAt: new Date(Date.now() + invitationEmailConfirmationLifetimeMs),
          });
          await mail.send(
            {
              to: accountEmail,
              subject: 'Confirm your email to claim your unit',
              text: `Hello,\n\nSomeone registered through a strata unit invitation with this email address. To confirm it and complete the registration, follow this link within 24 hours:\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail: nothing is registered.\n`,
            },
            tx,
          );
        });
        reply.code(202);
        return { message: invitationMessages.confirmationSent(accountEmail) };
      }

      const result = await db
        .transaction(async (tx) => {
          // Locked and checked again: two registrations through one invitation cannot both succeed.
          const current = await findByIdAndHash(tx, invitationId, input.hash, true);
          await checkOpen(tx, options, current);
          return claimUnit(tx, current, existing ?? null, { email, passwordHash });
        })
        .catch(rethrowAccountConflict);
      reply.code(existing ? 200 : 201);
      return result;
    },
  },

  confirmStrataUnitUserInvitationEmail: {
    rateLimit: { strict: true, message: invitationMessages.tooManyAttempts },
    async handler({ body, db, options, reply }) {
      const c = strataInvitationEmailConfirmations;
      const [held] = await db
        .select()
        .from(c)
        .where(eq(c.tokenDigest, secretDigest(body.token)))
        .limit(1);
      if (!held || held.usedAt) throw badRequest(invitationMessages.confirmationUsed, 'token');
      if (held.expiresAt.getTime() <= Date.now())
        throw badRequest(invitationMessages.confirmationExpired, 'token');
      const result = await db
        .transaction(async (tx) => {
          // Marking the link used is the claim: of two confirmations at once only one finds it unused.
          const [claimed] = await tx
            .update(c)
            .set({ usedAt: new Date() })
            .where(and(eq(c.id, held.id), isNull(c.usedAt)))
            .returning({ id: c.id });
          if (!claimed) throw badRequest(invitationMessages.confirmationUsed, 'token');
          const [current] = await tx
            .select()
            .from(strataUnitUserInvitations)
            .where(eq(strataUnitUserInvitations.id, held.invitationId))
            .limit(1)
            .for('update');
          // The invitation was mailed again since (a new link): the registration through the old one is withdrawn.
          if (!current || current.hashDigest !== held.invitationHashDigest)
            throw conflict(invitationMessages.expired);
          await checkOpen(tx, options, current);
          let account: typeof users.$inferSelect | null = null;
          if (held.userId !== null) {
            const [found] = await tx.select().from(users).where(eq(users.id, held.userId)).limit(1);
            if (!found || found.archived || found.roleName !== 'Strata Unit Owner')
              throw conflict(invitationMessages.userExists, 'email');
            account = found;
          }
          return claimUnit(tx, current, account, { email: held.email, passwordHash: held.passwordHash });
        })
        .catch(rethrowAccountConflict);
      reply.code(held.userId === null ? 201 : 200);
      return result;
    },
  },
});

function rethrowAccountConflict(error: unknown): never {
  if (
    isUniqueViolation(error, 'users_normalized_user_name_key') ||
    isUniqueViolation(error, 'users_normalized_email_key')
  ) {
    throw conflict(invitationMessages.userExists, 'email');
  }
  throw error;
}

/**
 * Claims the invitation's unit (in the caller's transaction, the invitation locked and open): creates the account
 * when there is none, makes it the unit's primary user and the invited owner record current and confirmed, the
 * previous ones past and former, and marks the invitation registered.
 */
async function claimUnit(
  tx: Db,
  current: InvitationRow,
  existing: { id: number; userName: string } | null,
  newAccount: { email: string; passwordHash: string | null },
): Promise<{ userName: string; strataUnitId: number }> {
  let account: { id: number; userName: string };
  if (existing) {
    account = existing;
  } else {
    const userName = newAccount.email.toLowerCase();
    const [created] = await tx
      .insert(users)
      .values(
        newUserValues({
          userName,
          email: newAccount.email,
          passwordHash: newAccount.passwordHash ?? '',
          roleName: 'Strata Unit Owner',
        }),
      )
      .returning({ id: users.id, userName: users.userName });
    if (!created) throw new Error('The insert returned no user');
    account = created;
  }
  const unitId = current.strataUnitId;
  const [owner] = await tx.select().from(strataOwners).where(eq(strataOwners.id, current.strataOwnerId));
  if (!owner) throw notFound(invitationMessages.notFound);
  // The previous primary user becomes a Past Owner (role 2) before the new one takes role 0.
  await tx
    .update(strataUnitUsers)
    .set({ strataUnitRole: 2 })
    .where(
      and(
        eq(strataUnitUsers.strataUnitId, unitId),
        eq(strataUnitUsers.strataUnitRole, 0),
        ne(strataUnitUsers.userId, account.id),
      ),
    );
  const linked = await tx
    .update(strataUnitUsers)
    .set({ strataUnitRole: 0 })
    .where(and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, account.id)))
    .returning({ userId: strataUnitUsers.userId });
  if (linked.length === 0) {
    await tx.insert(strataUnitUsers).values({
      strataUnitId: unitId,
      userId: account.id,
      strataUnitRole: 0,
      ...splitName(owner.nameOnTitle),
    });
  }
  // The invited owner becomes the current, confirmed owner; the previous current owner a former one.
  await tx
    .update(strataOwners)
    .set({ isCurrent: false })
    .where(
      and(
        eq(strataOwners.strataUnitId, unitId),
        eq(strataOwners.isCurrent, true),
        ne(strataOwners.id, owner.id),
      ),
    );
  await tx
    .update(strataOwners)
    .set({ isCurrent: true, pending: false, userId: account.id })
    .where(eq(strataOwners.id, owner.id));
  await tx
    .update(strataUnitUserInvitations)
    .set({ registeredAt: new Date(), userName: account.userName })
    .where(eq(strataUnitUserInvitations.id, current.id));
  return { userName: account.userName, strataUnitId: unitId };
}
