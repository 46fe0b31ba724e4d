// The unit page's users table (strata spec 2, 3 and 4): roles by reading B and the Confirmed column.
import type { StrataOwner, StrataUnit, StrataUnitUser } from '../../../components/unitOwner/unitOwner.ts';

/** Yes when the user is a confirmed owner of the unit: the current owner (or one with their email) no longer pending. */
export function isConfirmedUser(unit: StrataUnit, user: StrataUnitUser): boolean {
  const email = user.user.email?.toLowerCase();
  const byEmail = (owner: StrataOwner) => email !== undefined && owner.email.toLowerCase() === email;
  return unit.strataOwners.some(
    (owner) => owner.confirmed && (byEmail(owner) || (user.strataUnitRole === 0 && owner.isCurrent)),
  );
}

/** The owner records' state as the Owners panel shows it. */
export function ownerStatus(owner: StrataOwner): string {
  if (owner.pending) return 'Invited';
  return owner.isCurrent ? 'Current' : 'Former';
}

export function fullName(user: StrataUnitUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.user.userName;
}
