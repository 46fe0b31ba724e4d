// Owner records of strata units (StrataOwner) with their standing PAD, and the invitations sent to them.
import type { StrataOwner, StrataOwnerRole } from '@portal/sdk/types';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BulkColumn } from '../db/bulk.ts';
import type { Db } from '../db/client.ts';
import { preAuthorizedDebits, strataOwners, strataUnitUserInvitations } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { activePadOfOwner, toPreAuthorizedDebit } from './strata-payments.ts';

export const ownerOut = (
  row: typeof strataOwners.$inferSelect,
  pad: typeof preAuthorizedDebits.$inferSelect | null,
  /** The company's time zone: the day a PAD was given sets its first debit. */
  timeZone: string,
): StrataOwner => ({
  id: row.id,
  nameOnTitle: row.nameOnTitle,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  addressLine3: row.addressLine3,
  city: row.city,
  stateOrProvince: row.stateOrProvince,
  country: row.country,
  postalCode: row.postalCode,
  isCurrent: row.isCurrent,
  pending: row.pending,
  confirmed: row.isCurrent && !row.pending,
  email: row.email,
  strataRole: row.strataRole as StrataOwnerRole,
  strataUnitId: row.strataUnitId,
  preAuthorizedDebit: pad ? toPreAuthorizedDebit(pad, timeZone) : null,
});

/** deletePendingOwners for many units in two statements (the import; the ids travel as one JSON parameter). */
export async function deletePendingOwnersOfUnits(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return;
  const pending = sql`select ${strataOwners.id} from ${strataOwners} where ${strataOwners.pending} and not ${strataOwners.isCurrent} and ${strataOwners.strataUnitId} in (select jsonb_array_elements_text(${JSON.stringify(unitIds)}::jsonb)::integer)`;
  await db
    .delete(strataUnitUserInvitations)
    .where(sql`${strataUnitUserInvitations.strataOwnerId} in (${pending})`);
  await db.delete(strataOwners).where(sql`${strataOwners.id} in (${pending})`);
}

/** Deletes the pending owner records of a unit with their invitations; used inside transactions. */
export async function deletePendingOwners(db: Db, unitId: number, exceptOwnerId?: number) {
  const where = and(
    eq(strataOwners.strataUnitId, unitId),
    eq(strataOwners.pending, true),
    eq(strataOwners.isCurrent, false),
    exceptOwnerId === undefined ? undefined : ne(strataOwners.id, exceptOwnerId),
  );
  const pending = await db.select({ id: strataOwners.id }).from(strataOwners).where(where);
  if (pending.length === 0) return;
  const ids = pending.map((o) => o.id);
  // Invitations cascade with their owner record; deleting them first keeps the intent explicit.
  await db.delete(strataUnitUserInvitations).where(inArray(strataUnitUserInvitations.strataOwnerId, ids));
  await db.delete(strataOwners).where(inArray(strataOwners.id, ids));
}

/** An owner record with its standing PAD; 404 when there is none. */
export async function findOwnerOr404(db: Db, ownerId: number, timeZone: string): Promise<StrataOwner> {
  const [row] = await db
    .select({ owner: strataOwners, pad: preAuthorizedDebits })
    .from(strataOwners)
    .leftJoin(preAuthorizedDebits, activePadOfOwner)
    .where(eq(strataOwners.id, ownerId))
    .limit(1);
  if (!row) throw notFound();
  return ownerOut(row.owner, row.pad, timeZone);
}

/** The strata_owners columns the bulk writers fill (the owner import, the large seed), by SQL name and type. */
const strataOwnerBulkColumns = [
  ['id', 'integer'],
  ['strata_unit_id', 'integer'],
  ['user_id', 'integer'],
  ['name_on_title', 'text'],
  ['email', 'text'],
  ['address_line1', 'text'],
  ['address_line2', 'text'],
  ['address_line3', 'text'],
  ['city', 'text'],
  ['state_or_province', 'text'],
  ['country', 'text'],
  ['postal_code', 'text'],
  ['is_current', 'boolean'],
  ['pending', 'boolean'],
  ['strata_role', 'smallint'],
] as const satisfies readonly BulkColumn[];

/** The strata_owners columns bulk rows fill: those their first row names (the rows share their keys). */
export function strataOwnerColumnsOf(rows: readonly Record<string, unknown>[]): BulkColumn[] {
  const first = rows[0] ?? {};
  const columns = strataOwnerBulkColumns.filter(([name]) => name in first);
  const unknown = Object.keys(first).filter((key) => !columns.some(([name]) => name === key));
  if (unknown.length > 0) throw new Error(`strata_owners has no bulk column ${unknown.join(', ')}`);
  return columns;
}
