// Invitations that let a new owner claim a unit (tag: invitations): created and mailed by the strata office, then
// looked up, authorized and registered through the public /authorize page.

import * as shared from '@portal/sdk/messages';
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import { type AppOptions, defaultInvitationTtlDays } from '../config.ts';
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
import type { Mailer } from '../mail/mailer.ts';
import { insertInvitation, invitationOut } from '../repositories/strata-invitations.ts';
import { findUnitRow, findUnitWithBuilding } from '../repositories/strata-units.ts';
import { newUserValues } from '../repositories/users.ts';
import { hashMatches, mailInvitation } from './invitation-links.ts';
import { minimumPasswordLength, passwordProblem } from './password-rules.ts';
import { idOf, isUniqueViolation, tidy } from './strata-records.ts';

export const invitationMessages = {
  notFound: shared.invitationMessages.notFound,
  unitNotFound: 'Strata unit not found.',
  ownerNotFound: 'Owner record not found.',
  ownerOfOtherUnit: 'The owner record is not of this unit.',
  noInvitation: 'This unit has no invitation.',
  unitMismatch: 'strataUnitId must be the unit of the path.',
  expired: 'This invitation has expired.',
  used: 'This invitation has already been used.',
  accepted:
    'This invitation has already been accepted: the owner signs in with their account. To invite someone else, use Replace Current Registered Owner.',
  mismatch: "One or more fields don't match the authorization requirements",
  authorizeFirst: 'Complete the authorization step first.',
  userExists: shared.userMessages.createConflict,
  signInIncorrect: 'email or password were incorrect',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  confirmationSent: (email: string) =>
    `We sent a link to ${email}. Your registration completes when you follow it within 24 hours.`,
  confirmationUsed: 'This confirmation link has already been used.',
  confirmationExpired: 'This confirmation link has expired. Please register again from your invitation.',
} as const;

/** How long the link that confirms a registration's other email works. */
export const invitationEmailConfirmationLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * Why an invitation can no longer be used (the lookup's expiredReason): its days are over (`elapsed`), a newer
 * invitation was made for its unit (`replaced`: a unit has one usable invitation, its latest), or the unit or its
 * building is archived (`archived`).
 */
export type InvitationExpiry = 'elapsed' | 'replaced' | 'archived';

type InvitationRow = typeof strataUnitUserInvitations.$inferSelect;

const dayMs = 24 * 60 * 60 * 1000;

/** When an invitation's link stops working: its days (INVITATION_TTL_DAYS) from when it was mailed, else made. */
export function linkExpiresAt(
  options: AppOptions,
  invitation: Pick<InvitationRow, 'sentAt' | 'createdAt'>,
): Date {
  const issued = invitation.sentAt ?? invitation.createdAt;
  return new Date(issued.getTime() + (options.invitationTtlDays ?? defaultInvitationTtlDays) * dayMs);
}

/** Why the invitation can no longer be used, or null while it can (registered or not: see checkOpen). */
async function expiryOf(
  db: Db,
  options: AppOptions,
  invitation: InvitationRow,
): Promise<InvitationExpiry | null> {
  const unit = await findUnitWithBuilding(db, invitation.strataUnitId);
  if (!unit || unit.archived || unit.buildingArchived) return 'archived';
  const [newer] = await db
    .select({ id: strataUnitUserInvitations.id })
    .from(strataUnitUserInvitations)
    .where(
      and(
        eq(strataUnitUserInvitations.strataUnitId, invitation.strataUnitId),
        gt(strataUnitUserInvitations.id, invitation.id),
      ),
    )
    .limit(1);
  if (newer) return 'replaced';
  return linkExpiresAt(options, invitation).getTime() <= Date.now() ? 'elapsed' : null;
}

/** 409 unless the invitation is still open for authorization and registration. */
async function checkOpen(db: Db, options: AppOptions, invitation: InvitationRow) {
  if (invitation.registeredAt) throw conflict(invitationMessages.used);
  if (await expiryOf(db, options, invitation)) throw conflict(invitationMessages.expired);
}

/** The invitation with this id whose hash is `hash`; 404 for an unknown id or another invitation's hash. */
async function findByIdAndHash(db: Db, id: number, hash: string, lock = false) {
  const query = db
    .select()
    .from(strataUnitUserInvitations)
    .where(eq(strataUnitUserInvitations.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !hashMatches(hash, row.hashDigest)) throw notFound(invitationMessages.notFound);
  return row;
}

/**
 * Mails the invitation (again) with a new link and records sentAt: the link mailed before stops working (its digest is
 * replaced), a registration held for another email through it dies with it, and the authorization step is asked
 * again. The new link works for the invitation's days from now.
 */
async function mailAgain(
  ctx: { db: Db; options: AppOptions; mail: Mailer },
  invitation: InvitationRow,
): Promise<InvitationRow> {
  const { db, options, mail } = ctx;
  const unit = await findUnitWithBuilding(db, invitation.strataUnitId);
  if (!unit) throw notFound(invitationMessages.unitNotFound);
  const [owner] = await db
    .select({ nameOnTitle: strataOwners.nameOnTitle })
    .from(strataOwners)
    .where(eq(strataOwners.id, invitation.strataOwnerId))
    .limit(1);
  const hash = newSecret();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(strataUnitUserInvitations)
      .set({ sentAt: new Date(), hashDigest: secretDigest(hash), authorizedAt: null })
      .where(eq(strataUnitUserInvitations.id, invitation.id))
      .returning();
    if (!row) throw notFound(invitationMessages.notFound);
    await mailInvitation(
      mail,
      options,
      { unit, nameOnTitle: owner?.nameOnTitle ?? invitation.email, email: invitation.email, hash },
      tx,
    );
    return row;
  });
  return updated;
}

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
  async createStrataUnitUserInvitation({ body, db, options, reply }) {
    const input = body;
    const { invitation } = await db.transaction(async (tx) => {
      if (!(await findUnitRow(tx, input.strataUnitId))) throw notFound(invitationMessages.unitNotFound);
      const [owner] = await tx
        .select({ strataUnitId: strataOwners.strataUnitId })
        .from(strataOwners)
        .where(eq(strataOwners.id, input.strataOwnerId))
        .limit(1);
      if (!owner) throw notFound(invitationMessages.ownerNotFound);
      if (owner.strataUnitId !== input.strataUnitId) {
        throw badRequest(invitationMessages.ownerOfOtherUnit, 'strataOwnerId');
      }
      return insertInvitation(tx, options, {
        strataUnitId: input.strataUnitId,
        strataOwnerId: input.strataOwnerId,
        email: trimSpace(input.email),
        strataRole: input.strataRole,
        sent: false,
      });
    });
    reply.code(201);
    return invitationOut(invitation);
  },

  async sendStrataUnitUserInvitation(ctx) {
    const { invitationId } = ctx.body;
    const [invitation] = await ctx.db
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, invitationId))
      .limit(1);
    if (!invitation) throw notFound('Invitation not found.');
    // An accepted invitation is not mailed again (its link registers no one); a superseded one neither.
    if (invitation.registeredAt) throw conflict(invitationMessages.accepted);
    // An invitation whose days are over is mailed with a new link; a replaced one, or one of an archived unit, not.
    const expiry = await expiryOf(ctx.db, ctx.options, invitation);
    if (expiry && expiry !== 'elapsed') throw conflict(invitationMessages.expired);
    return invitationOut(await mailAgain(ctx, invitation));
  },

  async resendStrataUnitUserInvitation(ctx) {
    const unitId = idOf(ctx.params.unitId);
    const unit = await findUnitWithBuilding(ctx.db, unitId);
    if (!unit) throw notFound(invitationMessages.unitNotFound);
    const [latest] = await ctx.db
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.strataUnitId, unitId))
      .orderBy(desc(strataUnitUserInvitations.id))
      .limit(1);
    if (!latest) throw notFound(invitationMessages.noInvitation);
    // An accepted invitation's link registers no one: mailing it again would send a dead link (strata spec 4's
    // "resent after confirmation" is read as after the confirmation prompt of spec 8).
    if (latest.registeredAt) throw conflict(invitationMessages.accepted);
    // The link of an archived unit or building would only say "expired".
    if (unit.archived || unit.buildingArchived) throw conflict(invitationMessages.expired);
    return invitationOut(await mailAgain(ctx, latest));
  },

  async deleteStrataUnitUserInvitations({ params, body, db }) {
    const unitId = idOf(params.unitId);
    const { strataUnitId } = body;
    if (strataUnitId !== unitId) throw badRequest(invitationMessages.unitMismatch, 'strataUnitId');
    if (!(await findUnitRow(db, unitId))) throw notFound(invitationMessages.unitNotFound);
    await db.delete(strataUnitUserInvitations).where(eq(strataUnitUserInvitations.strataUnitId, unitId));
  },

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
      const key = email.toUpperCase();
      // An account whose email, or whose username, is this email (new accounts are named by their email).
      const [existing] = await db
        .select()
        .from(users)
        .where(or(eq(users.normalizedEmail, key), eq(users.normalizedUserName, key)))
        .orderBy(sql`${users.normalizedEmail} = ${key} DESC`)
        .limit(1);
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
