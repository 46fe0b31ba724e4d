// Strata units (tag: strataUnits); their users are in strata-unit-users.ts, their owners in strata-owners.ts.

import * as shared from '@portal/sdk/messages';
import type { StrataUnit, StrataUnitSummary } from '@portal/sdk/types';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { companyTimeZone } from '../config.ts';
import type { Db } from '../db/client.ts';
import { strataOwners, strataUnitDocuments, strataUnits } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerMemoryList, type MemoryColumns } from '../http/list-response.ts';
import {
  findStrataUnit,
  findUnitUser,
  findUnitWithBuilding,
  ownerOrder,
  unitFields,
} from '../repositories/strata-units.ts';
import { type ArchivableRecords, requireRecord, setArchived } from './archiving.ts';
import { deleteFiles } from './strata-properties.ts';
import {
  findBuildingState,
  idOf,
  isUniqueViolation,
  lockArchivedForDelete,
  optionalText,
  tidy,
} from './strata-records.ts';

export const unitMessages = {
  ...shared.unitMessages,
  deleteActive: 'Archive the unit before deleting it.',
  alreadyLinked: 'Unit and User are already linked',
  notUnitOwnerAccount: 'Only a Strata Unit Owner account can be linked to a unit.',
  primaryTaken: 'This unit already has a Current Primary User.',
  notLinked: 'This user is not linked to the unit.',
  unitNotFound: 'Strata unit not found.',
  userNotFound: 'User not found.',
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
    throw conflict(duplicateMessage(field, field === 'unitNumber' ? unitNumber : lotNumber), field);
  }
}

/** The spec's sentence, then which number clashes, so the person knows which field to change. */
export function duplicateMessage(field: 'unitNumber' | 'lotNumber', value?: string): string {
  const name = field === 'unitNumber' ? 'Unit Number' : 'Lot Number';
  return `${unitMessages.duplicate} ${name}${value ? ` ${value}` : ''} is already used in this building.`;
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
  if (isUniqueViolation(error, 'strata_units_unit_number_key')) {
    throw conflict(duplicateMessage('unitNumber'), 'unitNumber');
  }
  if (isUniqueViolation(error, 'strata_units_lot_number_key')) {
    throw conflict(duplicateMessage('lotNumber'), 'lotNumber');
  }
  throw error;
}

const fullUnit = (db: Db, id: number, timeZone: string) => requireRecord(unitRecords(db, timeZone), id);

const unitRecords = (db: Db, timeZone: string): ArchivableRecords<StrataUnit> => ({
  find: (id) => findStrataUnit(db, id, { full: true, timeZone }),
  save: (id, archived) => db.update(strataUnits).set({ archived }).where(eq(strataUnits.id, id)),
});

/** Unit numbers in the building's order: numerically where they are numbers (2 before 10), then as text. */
export const unitNumberCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

// A building's units (a few thousand at most) are read with one indexed query by building, then paged, sorted and
// searched in memory, where the unit number's numeric order is kept.
const unitListColumns: MemoryColumns<StrataUnitSummary> = {
  sort: {
    unitNumber: (u) => u.unitNumber,
    lotNumber: (u) => u.lotNumber,
    unitLocation: (u) => u.unitLocation,
    ownerName: (u) => u.ownerName,
    // The table's Confirmed column (No before Yes ascending).
    confirmed: (u) => (u.confirmed ? 1 : 0),
  },
  search: [(u) => u.unitNumber, (u) => u.lotNumber, (u) => u.unitLocation, (u) => u.ownerName],
};

export const handlers = defineHandlers({
  async createStrataUnit({ body, db, reply, options }) {
    const input = body;
    // Both payload shapes of the spec: {unitNumber, lotNumber} or {unitLocation, strataLotNumber}, where the
    // location is the unit number and is kept as the location too.
    const byLocation = 'strataLotNumber' in input;
    const numbers = byLocation
      ? unitNumbers(input.unitLocation, input.strataLotNumber)
      : unitNumbers(input.unitNumber, input.lotNumber);
    const id = await db
      .transaction(async (tx) => {
        const building = await findBuildingState(tx, input.strataPropertyId);
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
    return fullUnit(db, id, companyTimeZone(options));
  },

  async getStrataUnit({ params, db, user, options }) {
    const id = idOf(params.id);
    if (user.role !== 'strataUnitOwner') return fullUnit(db, id, companyTimeZone(options));
    // x-owner made sure the caller is a user of the unit; archived units and buildings are hidden from them, and
    // only the primary user (role 0) sees bank details and payments (strata spec 6).
    const unit = await findUnitWithBuilding(db, id);
    if (!unit || unit.archived || unit.buildingArchived) throw notFound();
    const link = await findUnitUser(db, id, user.id);
    const result = await findStrataUnit(db, id, {
      full: link?.strataUnitRole === 0,
      viewer: user.id,
      timeZone: companyTimeZone(options),
    });
    if (!result) throw notFound();
    return result;
  },

  async updateStrataUnit({ params, body, db, options }) {
    const id = idOf(params.id);
    const input = body;
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
    return fullUnit(db, id, companyTimeZone(options));
  },

  async archiveStrataUnit({ params, db, options }) {
    return setArchived(unitRecords(db, companyTimeZone(options)), idOf(params.id), true);
  },

  async restoreStrataUnit({ params, db, options }) {
    return setArchived(unitRecords(db, companyTimeZone(options)), idOf(params.id), false);
  },

  async deleteStrataUnit({ params, db, storage, request }) {
    const id = idOf(params.id);
    const fileKeys = await db.transaction(async (tx) => {
      await lockArchivedForDelete(tx, strataUnits, id, unitMessages.deleteActive);
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
    const wantArchived = query.archived === true;
    if (!(await findBuildingState(db, buildingId))) throw notFound();
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
      .map((unit): StrataUnitSummary => {
        const owner = firstOwner.get(unit.id);
        return {
          ...unitFields(unit),
          ownerName: owner?.nameOnTitle ?? null,
          confirmed: owner ? owner.isCurrent && !owner.pending : false,
          archived: unit.archived,
        };
      });
    return answerMemoryList(reply, query, unitListColumns, summaries);
  },
});
