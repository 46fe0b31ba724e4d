// The unit page's users and owners (strata spec 2, 3 and 4): the owner records' state and a user's name.
import type { StrataOwner, StrataUnitUser } from './unitOwner.ts';

/** The owner records' state as the Owners panel shows it. */
export function ownerStatus(owner: StrataOwner): string {
  if (owner.pending) return 'Invited';
  return owner.isCurrent ? 'Current' : 'Former';
}

export function fullName(user: StrataUnitUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.user.userName;
}
