// Shared by the H2 strata domain files (strata-properties, strata-agents, strata-units, invitations, staff): the
// contract's response shapes built from rows, the normalizations the forms rely on, and constraint handling.

import type { components, operations } from '@portal/sdk/types';
import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  preAuthorizedDebits,
  strataAgents,
  strataMonthlyPayments,
  strataOwners,
  strataProperties,
  strataUnits,
  strataUnitUserInvitations,
  strataUnitUsers,
  users,
} from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { trimSpace } from '../http/validation.ts';
import { pgErrorCode } from '../plugins/errors.ts';

export type Schemas = components['schemas'];

/**
 * The JSON body of an operation as the contract types it. The body was validated against the contract before the
 * handler runs, so reading it as this type is sound.
 */
export type BodyOf<Id extends keyof operations> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** A path or query value as a record id (path ids are validated as integers by the contract). */
export const idOf = (value: unknown): number => Number(value);

// ---------------------------------------------------------------- normalization

/** Surrounding spaces dropped and inner runs of spaces reduced to one. */
export const tidy = (value: string): string => trimSpace(value).replace(/\s+/g, ' ');

/** A blank or missing optional text becomes null. */
export const optionalText = (value: string | null | undefined): string | null =>
  value == null || trimSpace(value) === '' ? null : tidy(value);

/** 10-digit phones are stored as 123-456-7890, the form the portal shows (spec 9). */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10
    ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
    : trimSpace(value);
}

const canadianPostal = /^([A-Za-z]\d[A-Za-z])[ -]?(\d[A-Za-z]\d)$/;

/** A Canadian postal code as A1A 1A1, or null when it does not have that form. */
export function canadianPostalCode(value: string): string | null {
  const match = canadianPostal.exec(trimSpace(value));
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/** A strata plan number as stored: upper case, without the optional space (EPS 1234 → EPS1234). */
export const normalizePlanNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The SQL form of a stored plan number for comparisons that ignore case and the space. */
export const planNumberKey = (column: SQL | typeof strataProperties.strataPlanNumber): SQL =>
  sql`upper(replace(${column}, ' ', ''))`;

/** "street, city, province postal", as the contract's StrataProperty.address. */
export const composeAddress = (p: { street: string; city: string; province: string; postal: string }) =>
  `${p.street}, ${p.city}, ${p.province} ${p.postal}`;

const isCanada = (country: string) => /^(canada|ca|can)$/i.test(country.trim());

/**
 * An owner's mailing address from the owner form: tidied text, and a Canadian postal code checked and formatted when
 * the country is Canada (400 "Invalid postal code").
 */
export function ownerAddress(input: {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city: string;
  stateOrProvince: string;
  country: string;
  postalCode: string;
}) {
  let postalCode = trimSpace(input.postalCode).toUpperCase();
  if (isCanada(input.country)) {
    const formatted = canadianPostalCode(postalCode);
    if (!formatted) throw badRequest('Invalid postal code', 'postalCode');
    postalCode = formatted;
  }
  return {
    addressLine1: tidy(input.addressLine1),
    addressLine2: optionalText(input.addressLine2),
    addressLine3: optionalText(input.addressLine3),
    city: tidy(input.city),
    stateOrProvince: tidy(input.stateOrProvince),
    country: tidy(input.country),
    postalCode,
  };
}

// ---------------------------------------------------------------- constraints

/** The name of the constraint a failed query broke (drizzle wraps the driver's error as `cause`). */
function constraintName(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'constraint' in e && typeof e.constraint === 'string') return e.constraint;
    e = typeof e === 'object' && 'cause' in e ? e.cause : undefined;
  }
  return undefined;
}

/** True when the error is a unique violation, of the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (pgErrorCode(error) !== '23505') return false;
  if (!constraint) return true;
  const name = constraintName(error);
  // PGlite does not always report the constraint; then any unique violation of the statement counts.
  return name === undefined || name === constraint;
}

// ---------------------------------------------------------------- agents and buildings

type AgentRow = typeof strataAgents.$inferSelect;

export const agentOut = (row: AgentRow): Schemas['StrataAgent'] => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  archived: row.archived,
});

/** Non-archived units of the building (the StrataProperty.unitCount). */
const unitCount = sql<number>`(SELECT count(*)::int FROM ${strataUnits}
  WHERE ${strataUnits.strataPropertyId} = ${strataProperties.id} AND ${strataUnits.archived} = false)`;

/** One building as the contract's StrataProperty (agent card, login and unit count), or undefined. */
export async function findStrataProperty(db: Db, id: number): Promise<Schemas['StrataProperty'] | undefined> {
  const [row] = await db
    .select({
      property: strataProperties,
      agent: strataAgents,
      login: { id: users.id, userName: users.userName, email: users.email },
      unitCount,
    })
    .from(strataProperties)
    .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
    .leftJoin(users, eq(users.id, strataProperties.propertyAdminId))
    .where(eq(strataProperties.id, id))
    .limit(1);
  if (!row) return undefined;
  const p = row.property;
  return {
    id: p.id,
    buildingName: p.buildingName,
    strataPlanNumber: p.strataPlanNumber,
    address: p.address,
    street: p.street,
    city: p.city,
    province: p.province as Schemas['Province'],
    postal: p.postal,
    countryId: p.countryId as Schemas['CountryId'],
    agentId: p.agentId,
    agent: row.agent ? agentOut(row.agent) : null,
    propertyAdminId: p.propertyAdminId,
    propertyAdmin: row.login
      ? { id: row.login.id, userName: row.login.userName, email: row.login.email }
      : null,
    buildingManagerName: p.buildingManagerName,
    buildingManagerPhone: p.buildingManagerPhone,
    unitCount: row.unitCount,
    archived: p.archived,
  };
}

/** Building list rows (StrataPropertySummary) matching `where`, sorted by building name. */
export async function strataPropertySummaries(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      id: strataProperties.id,
      buildingName: strataProperties.buildingName,
      address: strataProperties.address,
      strataPlanNumber: strataProperties.strataPlanNumber,
      agentName: strataAgents.name,
      agentPhone: strataAgents.phone,
      archived: strataProperties.archived,
    })
    .from(strataProperties)
    .leftJoin(strataAgents, eq(strataAgents.id, strataProperties.agentId))
    .where(where)
    .orderBy(sql`lower(${strataProperties.buildingName})`, asc(strataProperties.id));
  return rows satisfies Schemas['StrataPropertySummary'][];
}

/** Whether a unit owner sees the building: it is active and they are a user of one of its active units. */
export async function unitOwnerSeesBuilding(db: Db, userId: number, buildingId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(strataUnitUsers)
    .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
    .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
    .where(
      and(
        eq(strataUnitUsers.userId, userId),
        eq(strataUnits.strataPropertyId, buildingId),
        eq(strataUnits.archived, false),
        eq(strataProperties.archived, false),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- units, users, owners

type OwnerRow = typeof strataOwners.$inferSelect;
type PadRow = typeof preAuthorizedDebits.$inferSelect;
type PaymentRow = typeof strataMonthlyPayments.$inferSelect;

export const padOut = (row: PadRow): Schemas['PreAuthorizedDebit'] => ({
  id: row.id,
  financialInstitutionName: row.financialInstitutionName,
  // Optional at the table level (PADs given with extra payments); the contract's shape has strings.
  financialInstitutionAddress: row.financialInstitutionAddress ?? '',
  financialInstitutionCity: row.financialInstitutionCity ?? '',
  financialInstitutionProvince: (row.financialInstitutionProvince ?? '') as Schemas['Province'],
  bankTransitNumber: row.bankTransitNumber,
  institutionNumber: row.institutionNumber,
  accountNumber: row.accountNumber,
  accountHolderFirstAndLastName: row.accountHolderFirstAndLastName,
  address: row.address ?? '',
  postalCode: row.postalCode ?? '',
  padStatus: row.padStatus,
  strataUnitId: row.strataUnitId,
  strataOwnerId: row.strataOwnerId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Join condition of an owner's standing PAD: the Active one (at most one, a unique index says). Temporary PADs, the
 * bank details of extra payments, belong to those payments, not to the owner.
 */
export const activePadOfOwner = and(
  eq(preAuthorizedDebits.strataOwnerId, strataOwners.id),
  eq(preAuthorizedDebits.padStatus, 'Active'),
);

export const ownerOut = (row: OwnerRow, pad: PadRow | null): Schemas['StrataOwner'] => ({
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
  strataRole: row.strataRole as Schemas['StrataOwnerRole'],
  strataUnitId: row.strataUnitId,
  preAuthorizedDebit: pad ? padOut(pad) : null,
});

const paymentOut = (row: PaymentRow): Schemas['MonthlyPayment'] => ({
  id: row.id,
  strataFees: row.strataFees,
  parkingFees: row.parkingFees,
  otherFees: row.otherFees,
  totalFees: row.totalFees,
  paymentStartDate: row.paymentStartDate,
  archived: row.archived,
  strataUnitId: row.strataUnitId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The order of StrataUnit.strataOwners: the current owner first, then pending owners, then former ones, each group
 * newest first.
 */
export const ownerOrder = [
  sql`CASE WHEN ${strataOwners.isCurrent} THEN 0 WHEN ${strataOwners.pending} THEN 1 ELSE 2 END`,
  desc(strataOwners.createdAt),
  desc(strataOwners.id),
];

/** The columns of a unit user link with its account (StrataUnitUser). */
export const unitUserColumns = {
  userId: strataUnitUsers.userId,
  strataUnitId: strataUnitUsers.strataUnitId,
  strataUnitRole: strataUnitUsers.strataUnitRole,
  firstName: strataUnitUsers.firstName,
  lastName: strataUnitUsers.lastName,
  user: { id: users.id, userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
};

type UnitUserRow = {
  userId: number;
  strataUnitId: number;
  strataUnitRole: number;
  firstName: string;
  lastName: string;
  user: { id: number; userName: string; email: string; phoneNumber: string | null };
};

export const unitUserOut = (row: UnitUserRow): Schemas['StrataUnitUser'] => ({
  ...row,
  strataUnitRole: row.strataUnitRole as Schemas['UnitUserRole'],
});

/** One unit user link with its account, or undefined. */
export async function findUnitUser(db: Db, unitId: number, userId: number) {
  const [row] = await db
    .select(unitUserColumns)
    .from(strataUnitUsers)
    .innerJoin(users, eq(users.id, strataUnitUsers.userId))
    .where(and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, userId)))
    .limit(1);
  return row ? unitUserOut(row) : undefined;
}

/**
 * One unit as the contract's StrataUnit, or undefined. `full` false leaves out what only admins and the unit's
 * primary user see: the owner records (names on title, mailing addresses, emails, phones, pending owners, bank
 * details), the payments, and in the users list every email and phone but the viewer's own.
 */
export async function findStrataUnit(
  db: Db,
  id: number,
  { full, viewer }: { full: boolean; viewer?: number },
): Promise<Schemas['StrataUnit'] | undefined> {
  const [unit] = await db.select().from(strataUnits).where(eq(strataUnits.id, id)).limit(1);
  if (!unit) return undefined;
  const [[building], unitUsers, owners, payments] = await Promise.all([
    strataPropertySummaries(db, eq(strataProperties.id, unit.strataPropertyId)),
    db
      .select(unitUserColumns)
      .from(strataUnitUsers)
      .innerJoin(users, eq(users.id, strataUnitUsers.userId))
      .where(eq(strataUnitUsers.strataUnitId, id))
      .orderBy(
        asc(strataUnitUsers.strataUnitRole),
        sql`lower(${strataUnitUsers.lastName})`,
        sql`lower(${strataUnitUsers.firstName})`,
        asc(strataUnitUsers.userId),
      ),
    full
      ? db
          .select({ owner: strataOwners, pad: preAuthorizedDebits })
          .from(strataOwners)
          .leftJoin(preAuthorizedDebits, activePadOfOwner)
          .where(eq(strataOwners.strataUnitId, id))
          .orderBy(...ownerOrder)
      : Promise.resolve([]),
    full
      ? db
          .select()
          .from(strataMonthlyPayments)
          .where(eq(strataMonthlyPayments.strataUnitId, id))
          .orderBy(
            asc(strataMonthlyPayments.archived),
            desc(strataMonthlyPayments.createdAt),
            desc(strataMonthlyPayments.id),
          )
      : Promise.resolve([]),
  ]);
  if (!building) return undefined;
  const paymentsOut = payments.map(paymentOut);
  return {
    id: unit.id,
    unitNumber: unit.unitNumber,
    unitLocation: unit.unitLocation,
    lotNumber: unit.lotNumber,
    strataPropertyId: unit.strataPropertyId,
    strataProperty: building,
    strataUnitUsers: unitUsers
      .map(unitUserOut)
      .map((row) =>
        full || row.userId === viewer
          ? row
          : { ...row, user: { ...row.user, email: null, phoneNumber: null } },
      ),
    strataOwners: owners.map((o) => ownerOut(o.owner, o.pad)),
    currentMonthlyPayment: paymentsOut.find((p) => !p.archived) ?? null,
    strataMonthlyPayments: paymentsOut,
    archived: unit.archived,
  };
}

/** A unit's row, or undefined. */
export async function findUnitRow(db: Db, id: number) {
  const [row] = await db.select().from(strataUnits).where(eq(strataUnits.id, id)).limit(1);
  return row;
}

/** A unit with its building's facts invitations and owner addresses need. */
export async function findUnitWithBuilding(db: Db, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(strataUnits),
      buildingName: strataProperties.buildingName,
      strataPlanNumber: strataProperties.strataPlanNumber,
      street: strataProperties.street,
      city: strataProperties.city,
      province: strataProperties.province,
      postal: strataProperties.postal,
      buildingArchived: strataProperties.archived,
    })
    .from(strataUnits)
    .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
    .where(eq(strataUnits.id, id))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- invitations

type InvitationRow = typeof strataUnitUserInvitations.$inferSelect;

export const invitationOut = (row: InvitationRow): Schemas['StrataUnitUserInvitation'] => ({
  id: row.id,
  email: row.email,
  strataUnitId: row.strataUnitId,
  strataRole: row.strataRole as Schemas['StrataOwnerRole'],
  strataOwnerId: row.strataOwnerId,
  userName: row.userName,
  status: row.registeredAt ? 'registered' : 'pending',
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Deletes the invitations of owner records (with the records) in one statement each; used inside transactions. */
/** deletePendingOwners for many units in two statements (the import; the ids travel as one JSON parameter). */
export async function deletePendingOwnersOfUnits(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return;
  const pending = sql`select ${strataOwners.id} from ${strataOwners} where ${strataOwners.pending} and not ${strataOwners.isCurrent} and ${strataOwners.strataUnitId} in (select jsonb_array_elements_text(${JSON.stringify(unitIds)}::jsonb)::integer)`;
  await db
    .delete(strataUnitUserInvitations)
    .where(sql`${strataUnitUserInvitations.strataOwnerId} in (${pending})`);
  await db.delete(strataOwners).where(sql`${strataOwners.id} in (${pending})`);
}

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
