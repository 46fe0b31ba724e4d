// Owner import from CSV, last step: the planned owners (services/import-plan.ts) written with their new units,
// invitations and invitation mails. Everything is prepared before the transaction opens (ids drawn from the
// sequences, link hashes and digests, the mails' text) so the transaction is one statement, or two when the file
// replaces pending owners: on PGlite a transaction holds the only session, and every other request waits for it.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { AppOptions } from '../config.ts';
import { drawIds, insertStatement } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import { outboxInsert } from '../mail/mailer.ts';
import { importMessages } from '../services/import-csv.ts';
import type { PlannedOwner } from '../services/import-plan.ts';
import { invitationMessage } from '../services/invitation-links.ts';
import { invitationsInsert } from './strata-invitations.ts';
import { deletePendingOwnersOfUnits, strataOwnerColumnsOf } from './strata-owners.ts';

export interface PreparedImport {
  /** The buildings the owners' units belong to. */
  buildingIds: number[];
  /** The existing units the file gives an owner: their earlier pending owner and its invitation go. */
  existingUnitIds: number[];
  /** Writes the new units, the owners, their invitations and the mails, as one statement. */
  statement: SQL;
  owners: number;
  units: number;
}

/** Draws the ids (short statements of their own, outside any transaction) and builds the import's statement. */
export async function prepareImport(
  db: Db,
  options: AppOptions,
  planned: readonly PlannedOwner[],
): Promise<PreparedImport> {
  const newUnitCount = planned.filter((o) => !('id' in o.unit)).length;
  const newUnitIds = await drawIds(db, 'strata_units', newUnitCount);
  const ownerIds = await drawIds(db, 'strata_owners', planned.length);
  const invitationIds = await drawIds(db, 'strata_unit_user_invitations', planned.length);
  // Each step below is some tens of milliseconds of CPU: other requests run in between.
  await nextTurn();
  const unitRows: Record<string, unknown>[] = [];
  const unitIds = planned.map((o) => {
    if ('id' in o.unit) return o.unit.id;
    const id = newUnitIds[unitRows.length] as number;
    unitRows.push({
      id,
      strata_property_id: o.building.id,
      unit_number: o.unit.newUnitNumber,
      lot_number: o.unit.lotNumber,
    });
    return id;
  });
  const ownerRows = planned.map(({ values: v }, i) => ({
    id: ownerIds[i],
    strata_unit_id: unitIds[i],
    name_on_title: v.nameOnTitle,
    email: v.email,
    address_line1: v.addressLine1,
    address_line2: v.addressLine2,
    address_line3: v.addressLine3,
    city: v.city,
    state_or_province: v.stateOrProvince,
    country: v.country,
    postal_code: v.postalCode,
    is_current: false,
    pending: true,
    strata_role: 0,
  }));
  const invitations = invitationsInsert(
    options,
    planned.map((o, i) => ({
      id: invitationIds[i] as number,
      strataUnitId: unitIds[i] as number,
      strataOwnerId: ownerIds[i] as number,
      email: o.values.email,
      strataRole: 0,
      sent: true,
    })),
  );
  await nextTurn();
  const mails = planned.map((o, i) =>
    invitationMessage(options, {
      to: o.values.email,
      nameOnTitle: o.values.nameOnTitle,
      buildingName: o.building.buildingName,
      strataPlanNumber: o.building.strataPlanNumber,
      unitNumber: o.unitNumber,
      hash: invitations.hashes[i] as string,
    }),
  );
  const outbox = outboxInsert(mails);
  await nextTurn();
  const unitColumns = [
    ['id', 'integer'],
    ['strata_property_id', 'integer'],
    ['unit_number', 'text'],
    ['lot_number', 'text'],
  ] as const;
  // Data-modifying CTEs: the foreign keys are checked at the end of the statement, when every row is in.
  const statement = sql`with new_units as (${insertStatement('strata_units', unitColumns, unitRows)}),
    new_owners as (${insertStatement('strata_owners', strataOwnerColumnsOf(ownerRows), ownerRows)}),
    new_invitations as (${invitations.statement})
    ${outbox}`;
  // No turn needed here before the transaction: on PGlite every query and transaction waits one itself (db/client.ts).
  return {
    buildingIds: [...new Set(planned.map((o) => o.building.id))],
    existingUnitIds: planned.flatMap((o) => ('id' in o.unit ? [o.unit.id] : [])),
    statement,
    owners: planned.length,
    units: unitRows.length,
  };
}

/**
 * Writes a prepared import inside `tx`: all of it or, should the process die, none of it. On PGlite the foreign keys'
 * row-by-row checks (a third of the statement's time, during which every other request waits) are replaced by one
 * check that the buildings and existing units are still there: PGlite has one session, held by this transaction, so
 * nothing can delete them before it commits (PostgreSQL keeps its row checks: other sessions run meanwhile).
 */
export async function saveImport(
  tx: Db,
  prepared: PreparedImport,
  engine: 'pglite' | 'postgres',
): Promise<void> {
  // As with Replace Current Registered Owner: an earlier pending owner of the unit and its invitation go.
  await deletePendingOwnersOfUnits(tx, prepared.existingUnitIds);
  if (prepared.owners === 0) return;
  if (engine === 'pglite') {
    // Until the end of this transaction only: triggers (the foreign keys' checks) are not fired.
    await tx.execute(sql`set local session_replication_role = replica`);
    const found = await tx.execute(
      sql`select (select count(*) from strata_properties where id = any(${sql.param(prepared.buildingIds)}::int[]))::int as buildings,
                 (select count(*) from strata_units where id = any(${sql.param(prepared.existingUnitIds)}::int[]))::int as units`,
    );
    const [counts] = (found as unknown as { rows: { buildings: number; units: number }[] }).rows;
    if (
      counts?.buildings !== prepared.buildingIds.length ||
      counts.units !== prepared.existingUnitIds.length
    ) {
      throw new HttpError(409, importMessages.deletedMeanwhile);
    }
  }
  await tx.execute(prepared.statement);
}
