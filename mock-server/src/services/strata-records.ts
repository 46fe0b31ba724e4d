// Shared by the strata domain's handler files (strata-properties, strata-agents, strata-units, invitations, staff, import):
// the normalizations the forms rely on, and constraint handling. Rows and their contract shapes are in src/repositories.

import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { type strataAgents, strataProperties, type strataUnits } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { JsonBody, OperationId } from '../http/operation-types.ts';
import { trimSpace } from '../http/validation.ts';
import type { Queryable } from '../repositories/strata-documents.ts';

/**
 * The JSON body of an operation as the contract types it. The body was validated against the contract before the
 * handler runs, so reading it as this type is sound.
 */
export type BodyOf<Id extends OperationId> = JsonBody<Id>;

/** A path or query value as a record id (path ids are validated as integers by the contract). */
export const idOf = (value: unknown): number => Number(value);

/** Whether the building with the id is archived; undefined when there is none. */
export async function findBuildingState(
  db: Queryable,
  id: number,
): Promise<{ archived: boolean } | undefined> {
  const [building] = await db
    .select({ archived: strataProperties.archived })
    .from(strataProperties)
    .where(eq(strataProperties.id, id))
    .limit(1);
  return building;
}

/**
 * Locks the building, unit or agent with the id for its deletion, in the deleting transaction: 404 when there is none,
 * 409 with `activeMessage` while it is not archived (only an archived record is deleted).
 */
export async function lockArchivedForDelete(
  tx: Tx,
  table: typeof strataProperties | typeof strataUnits | typeof strataAgents,
  id: number,
  activeMessage: string,
): Promise<void> {
  const [row] = await tx
    .select({ archived: table.archived })
    .from(table)
    .where(eq(table.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  if (!row.archived) throw conflict(activeMessage);
}

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
