// The strata constants kept in one place (strata spec 5 and 9).

export type { RoleName as StrataRole } from './schemas.ts';

/** The product's own mail domain: a building login's email is its plan number here (strata spec 5). */
export const productMailDomain = 'portal.example.ca';

/** The login email of a building, e.g. "BCS 1234" → bcs1234@portal.example.ca. */
export function buildingLoginEmail(strataPlanNumber: string): string {
  const local = strataPlanNumber.replace(/\s+/g, '').toLowerCase();
  return local ? `${local}@${productMailDomain}` : '';
}

/** A BC strata plan number (the contract's pattern): 1 to 4 letters, an optional space, 1 to 6 digits. */
export const strataPlanPattern = /^[A-Za-z]{1,4} ?\d{1,6}$/;

/** The roles the Strata Users tables cover (strata spec 6). */
export const strataUserRoles = ['Strata Administrator', 'Strata Owner'] as const;
