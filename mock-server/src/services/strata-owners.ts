// Owner records of strata units (tag: strataUnits): add, replace (with an invitation) and edit.

import { eq } from 'drizzle-orm';
import { companyTimeZone } from '../config.ts';
import { strataOwners } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { trimSpace } from '../http/validation.ts';
import { insertInvitation, invitationOut } from '../repositories/strata-invitations.ts';
import { deletePendingOwners, findOwnerOr404, ownerOut } from '../repositories/strata-owners.ts';
import { findUnitRow, findUnitWithBuilding } from '../repositories/strata-units.ts';
import { mailInvitation } from './invitation-links.ts';
import { idOf, ownerAddress, tidy } from './strata-records.ts';
import { unitMessages } from './strata-units.ts';
import { addressChanged, fileAddressChange, filesOwnRecord } from './unit-owner-filings.ts';

export const handlers = defineHandlers({
  async createStrataOwner({ body, db, reply, options }) {
    const input = body;
    const address = ownerAddress(input);
    if (!(await findUnitRow(db, input.strataUnitId))) throw notFound(unitMessages.unitNotFound);
    const [row] = await db
      .insert(strataOwners)
      .values({
        strataUnitId: input.strataUnitId,
        nameOnTitle: tidy(input.nameOnTitle),
        email: trimSpace(input.email),
        ...address,
        // Step 2 of Add Strata Unit: invited, not yet current (strata spec 4).
        isCurrent: false,
        pending: true,
        strataRole: input.strataRole ?? 2,
      })
      .returning();
    if (!row) throw new Error('The insert returned no owner');
    reply.code(201);
    return ownerOut(row, null, companyTimeZone(options));
  },

  async replaceStrataOwner({ params, body, db, options, mail, reply }) {
    const unitId = idOf(params.unitId);
    const input = body;
    const nameOnTitle = tidy(input.nameOnTitle);
    const email = trimSpace(input.email);
    if (!nameOnTitle) throw badRequest(unitMessages.blankNameOnTitle, 'nameOnTitle');
    if (!email) throw badRequest(unitMessages.blankEmail, 'email');
    const unit = await findUnitWithBuilding(db, unitId);
    if (!unit || unit.archived || unit.buildingArchived) throw notFound(unitMessages.unitNotFound);
    const { owner, invitation } = await db.transaction(async (tx) => {
      // An earlier replacement still pending is withdrawn: its owner record and invitations go.
      await deletePendingOwners(tx, unitId);
      const [created] = await tx
        .insert(strataOwners)
        .values({
          strataUnitId: unitId,
          nameOnTitle,
          email,
          // The unit's address in the building until the owner's own address is saved.
          addressLine1: `${unit.unitNumber}-${unit.street}`,
          city: unit.city,
          stateOrProvince: unit.province,
          country: 'Canada',
          postalCode: unit.postal,
          isCurrent: false,
          pending: true,
          strataRole: 0,
        })
        .returning();
      if (!created) throw new Error('The insert returned no owner');
      const made = await insertInvitation(tx, options, {
        strataUnitId: unitId,
        strataOwnerId: created.id,
        email,
        strataRole: 0,
        sent: true,
      });
      // The mail is written to the outbox in this transaction: it exists exactly when the invitation does.
      await mailInvitation(mail, options, { unit, nameOnTitle, email, hash: made.hash }, tx);
      return { owner: created, ...made };
    });
    reply.code(201);
    return { owner: ownerOut(owner, null, companyTimeZone(options)), invitation: invitationOut(invitation) };
  },

  async updateStrataOwner({ params, body, db, storage, user, options }) {
    const ownerId = idOf(params.ownerId);
    const input = body;
    const [current] = await db.select().from(strataOwners).where(eq(strataOwners.id, ownerId)).limit(1);
    if (!current) throw notFound();
    let nameOnTitle = current.nameOnTitle;
    if (input.nameOnTitle !== undefined) {
      const sent = tidy(input.nameOnTitle);
      if (user.role === 'strataUnitOwner' && sent !== current.nameOnTitle) {
        throw badRequest(unitMessages.nameOnTitleAdminOnly, 'nameOnTitle');
      }
      nameOnTitle = sent;
    }
    if (user.role === 'strataUnitOwner') {
      // x-owner made sure they are the unit's primary user; an archived unit or building is hidden from them.
      const unit = await findUnitWithBuilding(db, current.strataUnitId);
      if (!unit || unit.archived || unit.buildingArchived) throw notFound();
    }
    const changed = { nameOnTitle, email: trimSpace(input.email), ...ownerAddress(input) };
    await db.update(strataOwners).set(changed).where(eq(strataOwners.id, ownerId));
    // A unit owner's change of address leaves its dated record in the unit's documents (in this transaction).
    const after = { ...current, ...changed };
    if (filesOwnRecord(user.role) && addressChanged(current, after)) {
      await fileAddressChange({ db, storage, user, options, unitId: current.strataUnitId }, current, after);
    }
    return findOwnerOr404(db, ownerId, companyTimeZone(options));
  },
});
