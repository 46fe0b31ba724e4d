// Strata units, their users and owners (tag: strataUnits).

import { and, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  preAuthorizedDebits,
  strataAgents,
  strataOwners,
  strataProperties,
  strataUnitDocuments,
  strataUnits,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { listRequest, type MemoryColumns, memoryList } from '../http/list-query.ts';
import { trimSpace } from '../http/validation.ts';
import { insertInvitation, mailInvitation } from './invitations.ts';
import { deleteFiles } from './strata-properties.ts';
import {
  activePadOfOwner,
  type BodyOf,
  deletePendingOwners,
  findStrataUnit,
  findUnitRow,
  findUnitUser,
  findUnitWithBuilding,
  formatPhone,
  idOf,
  invitationOut,
  isUniqueViolation,
  optionalText,
  ownerAddress,
  ownerOrder,
  ownerOut,
  type Schemas,
  tidy,
} from './strata-records.ts';

export const unitMessages = {
  blankUnitNumber: 'Unit number cannot be blank',
  blankLotNumber: 'Lot number cannot be blank',
  duplicate: 'No duplicate Lot Number or Unit Numbers are allowed.',
  deleteActive: 'Archive the unit before deleting it.',
  alreadyLinked: 'Unit and User are already linked',
  notUnitOwnerAccount: 'Only a Strata Unit Owner account can be linked to a unit.',
  primaryTaken: 'This unit already has a Current Primary User.',
  notLinked: 'This user is not linked to the unit.',
  unitNotFound: 'Strata unit not found.',
  userNotFound: 'User not found.',
  nameOnTitleAdminOnly: 'Only the strata office can change the name on title.',
  blankEmail: "Email can't be blank",
  blankNameOnTitle: "Name on title can't be blank",
} as const;

// ---------------------------------------------------------------- units

/** 409 when another unit of the building (archived ones included) has the unit number or the lot number. */
async function checkUniqueNumbers(
  db: Db,
  buildingId: number,
  unitNumber: string,
  lotNumber: string,
  exceptId: number | null,
) {
  const [clash] = await db
    .select({ unitNumber: strataUnits.unitNumber })
    .from(strataUnits)
    .where(
      and(
        eq(strataUnits.strataPropertyId, buildingId),
        or(
          sql`upper(${strataUnits.unitNumber}) = upper(${unitNumber})`,
          sql`upper(${strataUnits.lotNumber}) = upper(${lotNumber})`,
        ),
        exceptId === null ? undefined : ne(strataUnits.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) {
    const field = clash.unitNumber.toUpperCase() === unitNumber.toUpperCase() ? 'unitNumber' : 'lotNumber';
    throw conflict(unitMessages.duplicate, field);
  }
}

/** Unit and lot numbers tidied; blank ones answer the spec's messages. */
function unitNumbers(unitNumber: string, lotNumber: string) {
  const unit = tidy(unitNumber);
  const lot = tidy(lotNumber);
  if (!unit) throw badRequest(unitMessages.blankUnitNumber, 'unitNumber');
  if (!lot) throw badRequest(unitMessages.blankLotNumber, 'lotNumber');
  return { unitNumber: unit, lotNumber: lot };
}

function rethrowDuplicate(error: unknown): never {
  if (
    isUniqueViolation(error, 'strata_units_unit_number_key') ||
    isUniqueViolation(error, 'strata_units_lot_number_key')
  ) {
    throw conflict(unitMessages.duplicate);
  }
  throw error;
}

async function fullUnit(db: Db, id: number) {
  const unit = await findStrataUnit(db, id, { full: true });
  if (!unit) throw notFound();
  return unit;
}

async function setUnitArchived(db: Db, id: number, archived: boolean) {
  const updated = await db
    .update(strataUnits)
    .set({ archived })
    .where(eq(strataUnits.id, id))
    .returning({ id: strataUnits.id });
  if (updated.length === 0) throw notFound();
  return fullUnit(db, id);
}

/** Unit numbers in the building's order: numerically where they are numbers (2 before 10), then as text. */
const unitNumberCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

// ---------------------------------------------------------------- unit users

/** 409 when the unit already has a primary user (role 0) other than `userId`. */
async function checkPrimaryFree(db: Db, unitId: number, userId: number) {
  const [primary] = await db
    .select({ userId: strataUnitUsers.userId })
    .from(strataUnitUsers)
    .where(
      and(
        eq(strataUnitUsers.strataUnitId, unitId),
        eq(strataUnitUsers.strataUnitRole, 0),
        ne(strataUnitUsers.userId, userId),
      ),
    )
    .limit(1);
  if (primary) throw conflict(unitMessages.primaryTaken, 'strataUnitRole');
}

function rethrowLinkConflict(error: unknown): never {
  if (isUniqueViolation(error, 'strata_unit_users_one_primary')) {
    throw conflict(unitMessages.primaryTaken, 'strataUnitRole');
  }
  if (isUniqueViolation(error)) throw conflict(unitMessages.alreadyLinked);
  throw error;
}

/** The buildings and units a unit user sees: both active. */
const visibleUnitsOf = (userId: number): SQL | undefined =>
  and(
    eq(strataUnitUsers.userId, userId),
    eq(strataUnits.archived, false),
    eq(strataProperties.archived, false),
  );

async function mustFindUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(unitMessages.userNotFound);
}

// ---------------------------------------------------------------- owners

async function ownerWithPad(db: Db, ownerId: number): Promise<Schemas['StrataOwner']> {
  const [row] = await db
    .select({ owner: strataOwners, pad: preAuthorizedDebits })
    .from(strataOwners)
    .leftJoin(preAuthorizedDebits, activePadOfOwner)
    .where(eq(strataOwners.id, ownerId))
    .limit(1);
  if (!row) throw notFound();
  return ownerOut(row.owner, row.pad);
}

// A building's units (a few thousand at most) are read with one indexed query by building, then paged, sorted and
// searched in memory, where the unit number's numeric order is kept.
const unitListColumns: MemoryColumns<Schemas['StrataUnitSummary']> = {
  sort: {
    unitNumber: (u) => u.unitNumber,
    lotNumber: (u) => u.lotNumber,
    unitLocation: (u) => u.unitLocation,
    ownerName: (u) => u.ownerName,
  },
  search: [(u) => u.unitNumber, (u) => u.lotNumber, (u) => u.unitLocation, (u) => u.ownerName],
};

export const handlers = defineHandlers({
  async createStrataUnit({ body, db, reply }) {
    const input = body as BodyOf<'createStrataUnit'>;
    // Both payload shapes of the spec: {unitNumber, lotNumber} or {unitLocation, strataLotNumber}, where the
    // location is the unit number and is kept as the location too.
    const byLocation = 'strataLotNumber' in input;
    const numbers = byLocation
      ? unitNumbers(input.unitLocation, input.strataLotNumber)
      : unitNumbers(input.unitNumber, input.lotNumber);
    const id = await db
      .transaction(async (tx) => {
        const [building] = await tx
          .select({ archived: strataProperties.archived })
          .from(strataProperties)
          .where(eq(strataProperties.id, input.strataPropertyId))
          .limit(1);
        if (!building || building.archived) throw notFound('Strata property not found.');
        await checkUniqueNumbers(tx, input.strataPropertyId, numbers.unitNumber, numbers.lotNumber, null);
        const [row] = await tx
          .insert(strataUnits)
          .values({
            strataPropertyId: input.strataPropertyId,
            ...numbers,
            unitLocation: byLocation ? numbers.unitNumber : optionalText(input.unitLocation),
          })
          .returning({ id: strataUnits.id });
        if (!row) throw new Error('The insert returned no unit');
        return row.id;
      })
      .catch(rethrowDuplicate);
    reply.code(201);
    return fullUnit(db, id);
  },

  async getStrataUnit({ params, db, user }) {
    const id = idOf(params.id);
    if (user.role !== 'strataUnitOwner') return fullUnit(db, id);
    // x-owner made sure the caller is a user of the unit; archived units and buildings are hidden from them, and
    // only the primary user (role 0) sees bank details and payments (strata spec 6).
    const unit = await findUnitWithBuilding(db, id);
    if (!unit || unit.archived || unit.buildingArchived) throw notFound();
    const link = await findUnitUser(db, id, user.id);
    const result = await findStrataUnit(db, id, { full: link?.strataUnitRole === 0, viewer: user.id });
    if (!result) throw notFound();
    return result;
  },

  async updateStrataUnit({ params, body, db }) {
    const id = idOf(params.id);
    const input = body as BodyOf<'updateStrataUnit'>;
    const numbers = unitNumbers(input.unitNumber, input.lotNumber);
    await db
      .transaction(async (tx) => {
        const [unit] = await tx
          .select()
          .from(strataUnits)
          .where(eq(strataUnits.id, id))
          .for('update')
          .limit(1);
        if (!unit) throw notFound();
        await checkUniqueNumbers(tx, unit.strataPropertyId, numbers.unitNumber, numbers.lotNumber, id);
        await tx
          .update(strataUnits)
          .set({
            ...numbers,
            unitLocation:
              input.unitLocation === undefined ? unit.unitLocation : optionalText(input.unitLocation),
          })
          .where(eq(strataUnits.id, id));
      })
      .catch(rethrowDuplicate);
    return fullUnit(db, id);
  },

  async archiveStrataUnit({ params, db }) {
    return setUnitArchived(db, idOf(params.id), true);
  },

  async restoreStrataUnit({ params, db }) {
    return setUnitArchived(db, idOf(params.id), false);
  },

  async deleteStrataUnit({ params, db, storage, request }) {
    const id = idOf(params.id);
    const fileKeys = await db.transaction(async (tx) => {
      const [unit] = await tx
        .select({ archived: strataUnits.archived })
        .from(strataUnits)
        .where(eq(strataUnits.id, id))
        .for('update')
        .limit(1);
      if (!unit) throw notFound();
      if (!unit.archived) throw conflict(unitMessages.deleteActive);
      const files = await tx
        .select({ path: strataUnitDocuments.path })
        .from(strataUnitDocuments)
        .where(and(eq(strataUnitDocuments.strataUnitId, id), isNotNull(strataUnitDocuments.path)));
      // The schema's cascades take the unit's invitations, owners (and PADs), unit users, payments, unit documents
      // and form submissions; the users' accounts are kept.
      await tx.delete(strataUnits).where(eq(strataUnits.id, id));
      return files.flatMap((f) => (f.path ? [f.path] : []));
    });
    await deleteFiles(storage, fileKeys, request.log);
  },

  async listStrataUnitsOfProperty({ params, query, db, reply }) {
    const buildingId = idOf(params.id);
    const archived = (query as { archived?: boolean | string }).archived;
    const wantArchived = archived === true || archived === 'true';
    const [building] = await db
      .select({ id: strataProperties.id })
      .from(strataProperties)
      .where(eq(strataProperties.id, buildingId))
      .limit(1);
    if (!building) throw notFound();
    const units = await db
      .select()
      .from(strataUnits)
      .where(and(eq(strataUnits.strataPropertyId, buildingId), eq(strataUnits.archived, wantArchived)));
    const owners =
      units.length === 0
        ? []
        : await db
            .select({
              strataUnitId: strataOwners.strataUnitId,
              nameOnTitle: strataOwners.nameOnTitle,
              isCurrent: strataOwners.isCurrent,
              pending: strataOwners.pending,
            })
            .from(strataOwners)
            .where(
              inArray(
                strataOwners.strataUnitId,
                units.map((u) => u.id),
              ),
            )
            .orderBy(...ownerOrder);
    // The first owner of each unit in StrataUnit.strataOwners order.
    const firstOwner = new Map<number, (typeof owners)[number]>();
    for (const owner of owners)
      if (!firstOwner.has(owner.strataUnitId)) firstOwner.set(owner.strataUnitId, owner);
    const summaries = units
      .sort((a, b) => unitNumberCollator.compare(a.unitNumber, b.unitNumber) || a.id - b.id)
      .map((unit): Schemas['StrataUnitSummary'] => {
        const owner = firstOwner.get(unit.id);
        return {
          id: unit.id,
          unitNumber: unit.unitNumber,
          unitLocation: unit.unitLocation,
          lotNumber: unit.lotNumber,
          strataPropertyId: unit.strataPropertyId,
          ownerName: owner?.nameOnTitle ?? null,
          confirmed: owner ? owner.isCurrent && !owner.pending : false,
          archived: unit.archived,
        };
      });
    return memoryList(listRequest(query), reply, unitListColumns, summaries);
  },

  async createStrataUnitUser({ body, db, reply }) {
    const input = body as BodyOf<'createStrataUnitUser'>;
    await db
      .transaction(async (tx) => {
        if (!(await findUnitRow(tx, input.strataUnitId))) throw notFound(unitMessages.unitNotFound);
        const [account] = await tx
          .select({ roleName: users.roleName })
          .from(users)
          .where(eq(users.id, input.userId))
          .limit(1);
        if (!account) throw notFound(unitMessages.userNotFound);
        if (account.roleName !== 'Strata Unit Owner')
          throw badRequest(unitMessages.notUnitOwnerAccount, 'userId');
        if (await findUnitUser(tx, input.strataUnitId, input.userId))
          throw conflict(unitMessages.alreadyLinked);
        if (input.strataUnitRole === 0) await checkPrimaryFree(tx, input.strataUnitId, input.userId);
        await tx.insert(strataUnitUsers).values({
          strataUnitId: input.strataUnitId,
          userId: input.userId,
          strataUnitRole: input.strataUnitRole,
          firstName: tidy(input.firstName),
          lastName: tidy(input.lastName),
        });
        if (input.phoneNumber !== undefined) {
          await tx
            .update(users)
            .set({ phoneNumber: formatPhone(input.phoneNumber) })
            .where(eq(users.id, input.userId));
        }
      })
      .catch(rethrowLinkConflict);
    const link = await findUnitUser(db, input.strataUnitId, input.userId);
    if (!link) throw notFound();
    reply.code(201);
    return link;
  },

  async updateStrataUnitUser({ params, body, db }) {
    const unitId = idOf(params.unitId);
    const userId = idOf(params.userId);
    const input = body as BodyOf<'updateStrataUnitUser'>;
    await db
      .transaction(async (tx) => {
        if (!(await findUnitUser(tx, unitId, userId))) throw notFound(unitMessages.notLinked);
        if (input.strataUnitRole === 0) await checkPrimaryFree(tx, unitId, userId);
        await tx
          .update(strataUnitUsers)
          .set({
            strataUnitRole: input.strataUnitRole,
            firstName: tidy(input.firstName),
            lastName: tidy(input.lastName),
          })
          .where(and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, userId)));
        if (input.phoneNumber !== undefined) {
          await tx
            .update(users)
            .set({ phoneNumber: formatPhone(input.phoneNumber) })
            .where(eq(users.id, userId));
        }
      })
      .catch(rethrowLinkConflict);
    const link = await findUnitUser(db, unitId, userId);
    if (!link) throw notFound(unitMessages.notLinked);
    return link;
  },

  async deleteStrataUnitUser({ body, db }) {
    const input = body as BodyOf<'deleteStrataUnitUser'>;
    const deleted = await db
      .delete(strataUnitUsers)
      .where(
        and(eq(strataUnitUsers.strataUnitId, input.strataUnitId), eq(strataUnitUsers.userId, input.userId)),
      )
      .returning({ userId: strataUnitUsers.userId });
    if (deleted.length === 0) throw notFound(unitMessages.notLinked);
  },

  async listStrataPropertiesOfUnitUser({ params, db }) {
    const userId = idOf(params.userId);
    await mustFindUser(db, userId);
    const rows = await db
      .selectDistinct({
        id: strataProperties.id,
        buildingName: strataProperties.buildingName,
        address: strataProperties.address,
        strataPlanNumber: strataProperties.strataPlanNumber,
        agentName: strataAgents.name,
        agentPhone: strataAgents.phone,
        archived: strataProperties.archived,
      })
      .from(strataUnitUsers)
      .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
      .where(visibleUnitsOf(userId));
    return rows.sort(
      (a, b) => unitNumberCollator.compare(a.buildingName, b.buildingName) || a.id - b.id,
    ) satisfies Schemas['StrataPropertySummary'][];
  },

  async listStrataUnitsOfUnitUser({ params, db }) {
    const userId = idOf(params.userId);
    await mustFindUser(db, userId);
    const rows = await db
      .select({
        strataUnitId: strataUnits.id,
        unitNumber: strataUnits.unitNumber,
        unitLocation: strataUnits.unitLocation,
        lotNumber: strataUnits.lotNumber,
        strataPropertyId: strataUnits.strataPropertyId,
        buildingName: strataProperties.buildingName,
        strataUnitRole: strataUnitUsers.strataUnitRole,
      })
      .from(strataUnitUsers)
      .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .where(visibleUnitsOf(userId));
    return rows
      .sort(
        (a, b) =>
          unitNumberCollator.compare(a.buildingName, b.buildingName) ||
          a.strataPropertyId - b.strataPropertyId ||
          unitNumberCollator.compare(a.unitNumber, b.unitNumber),
      )
      .map((row): Schemas['StrataUnitMembership'] => ({
        ...row,
        strataUnitRole: row.strataUnitRole as Schemas['UnitUserRole'],
      }));
  },

  async createStrataOwner({ body, db, reply }) {
    const input = body as BodyOf<'createStrataOwner'>;
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
    return ownerOut(row, null);
  },

  async replaceStrataOwner({ params, body, db, options, mail, reply }) {
    const unitId = idOf(params.unitId);
    const input = body as BodyOf<'replaceStrataOwner'>;
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
    return { owner: ownerOut(owner, null), invitation: invitationOut(invitation) };
  },

  async updateStrataOwner({ params, body, db, user }) {
    const ownerId = idOf(params.ownerId);
    const input = body as BodyOf<'updateStrataOwner'>;
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
    await db
      .update(strataOwners)
      .set({ nameOnTitle, email: trimSpace(input.email), ...ownerAddress(input) })
      .where(eq(strataOwners.id, ownerId));
    return ownerWithPad(db, ownerId);
  },
});
