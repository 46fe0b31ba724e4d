// Server role names → session roles, per portal (rental spec 6): the map is the SDK's, shared with the portal; the
// server gives its answer in SessionUser.sessionRole at sign-in and checks it again on every request.
import * as shared from '@portal/sdk/messages';
import type { SessionRole } from '../contract.ts';

export { type Portal, sessionRoleFor } from '@portal/sdk/roles';

export const signInMessages = {
  ...shared.signInMessages,
  ownerWithoutProfile:
    'This owner account is not set up yet: its owner profile is missing. Please contact us.',
} as const;

/** The roles whose sessions end after the staff idle limit; every other role has the owners' limit. */
const staffRoles: ReadonlySet<SessionRole> = new Set(['admin', 'superAdmin', 'strataAdmin']);

/** Minutes without a request after which a session of this role ends. */
export function idleMinutesOf(
  role: SessionRole,
  idle: { staffMinutes: number; ownerMinutes: number },
): number {
  return staffRoles.has(role) ? idle.staffMinutes : idle.ownerMinutes;
}
