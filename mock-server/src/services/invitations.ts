// Invitations that let a new owner claim a unit (tag: invitations): created and mailed by the strata office, and when
// an invitation can still be used. The public /authorize page's lookup, authorization and registration:
// invitation-registration.ts.
import * as shared from '@portal/sdk/messages';
import { and, desc, eq, gt } from 'drizzle-orm';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import { type AppOptions, defaultInvitationTtlDays } from '../config.ts';
import type { Db } from '../db/client.ts';
import { strataOwners, strataUnitUserInvitations } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertInvitation, invitationOut } from '../repositories/strata-invitations.ts';
import { findUnitRow, findUnitWithBuilding } from '../repositories/strata-units.ts';
import { hashMatches, mailInvitation } from './invitation-links.ts';
import { idOf } from './strata-records.ts';

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

export type InvitationRow = typeof strataUnitUserInvitations.$inferSelect;

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
export async function expiryOf(
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
export async function checkOpen(db: Db, options: AppOptions, invitation: InvitationRow) {
  if (invitation.registeredAt) throw conflict(invitationMessages.used);
  if (await expiryOf(db, options, invitation)) throw conflict(invitationMessages.expired);
}

/** The invitation with this id whose hash is `hash`; 404 for an unknown id or another invitation's hash. */
export async function findByIdAndHash(db: Db, id: number, hash: string, lock = false) {
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
});
