// What an audit event is about: the side of the portal whose administrators see it, the record it changed or read,
// and who acted (audit/recorder.ts).
import type { ContractOperation, SessionRole } from '../contract.ts';
import type { SessionUser } from '../http/context.ts';
import type { RuntimeContext } from '../http/handlers.ts';
import type { AuditSide } from './chain.ts';
import { isRecord } from './event-fields.ts';

const strataRoles = new Set<SessionRole>(['strataAdmin', 'propertyAdmin', 'strataUnitOwner']);
const rentalRoles = new Set<SessionRole>(['admin', 'owner']);
/** Staff: their reads of another person's banking details or documents are recorded. */
export const staffRoles = new Set<SessionRole>(['admin', 'superAdmin', 'strataAdmin']);

/**
 * Which administrators see an event: an operation only strata roles may call is on the strata side, one only rental
 * roles may call on the rental side (superAdmin aside, who may call both); a shared one (accounts, service requests,
 * folders) on the side of the portal its caller signed in on; public ones on the strata side when they are the
 * unit-owner invitation's, else on the account side (superAdmin only).
 */
export function sideOf(operation: ContractOperation, user: SessionUser | null): AuditSide {
  const side = operationSide(operation);
  if (side) return side;
  if (user) return user.portal === 'strata' ? 'strata' : 'rental';
  return operation.tags.includes('invitations') ? 'strata' : 'account';
}

/** The side of an operation only one side's roles may call (superAdmin aside), or null: its caller's side. */
export function operationSide(operation: ContractOperation): 'rental' | 'strata' | null {
  const roles = operation.roles.filter((role) => role !== 'superAdmin');
  if (roles.length > 0 && roles.every((role) => strataRoles.has(role))) return 'strata';
  if (roles.length > 0 && roles.every((role) => rentalRoles.has(role))) return 'rental';
  return null;
}

/** The record type of a path's first segment, in the audit trail's words. */
const typeOfSegment: Record<string, string> = {
  auth: 'user',
  account: 'user',
  user: 'user',
  property: 'property',
  ownerProfile: 'ownerProfile',
  propertyListing: 'listing',
  propertyListingImage: 'listing',
  documents: 'document',
  directory: 'folder',
  strataProperty: 'strataProperty',
  strataAgent: 'strataAgent',
  strataUnit: 'strataUnit',
  strataUnitUser: 'strataUnit',
  strataOwner: 'strataOwner',
  strataUnitUserInvitation: 'strataUnit',
  strataPropertyStaff: 'strataPropertyStaff',
  strataDocuments: 'strataDocument',
  strataUnitDocument: 'strataUnitDocument',
  preAuthorizedDebit: 'preAuthorizedDebit',
  strataMonthlyPayment: 'strataMonthlyPayment',
  strataExtraPayments: 'strataUnit',
  importOwners: 'strataProperty',
  serviceRequests: 'serviceRequest',
  serviceRequestAttachments: 'serviceRequest',
};
/** Path parameters that name the target whatever the path's first segment. */
const typeOfParameter: Record<string, string> = {
  unitId: 'strataUnit',
  propertyId: 'property',
  listingId: 'listing',
  ownerId: 'strataOwner',
};

export interface AuditTarget {
  type: string | null;
  id: number | null;
}

export const asId = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The record an operation changed or read: from the path's id, else the body's, else the answer's. */
export function targetOf(operation: ContractOperation, ctx: RuntimeContext, result: unknown): AuditTarget {
  const segment = operation.path.split('/')[1] ?? '';
  const type = operation.path.startsWith('/auth/sessions')
    ? 'session'
    : (typeOfSegment[segment] ?? (segment || null));
  // One's own second factors are about one's account (a passkey's id in the path is not a user's).
  if (operation.path.startsWith('/account/mfa') || operation.path.startsWith('/account/passkeys')) {
    return { type: 'user', id: ctx.request.user?.id ?? null };
  }
  const params = ctx.params;
  if (params.id !== undefined && asId(params.id) !== null) return { type, id: asId(params.id) };
  for (const [name, named] of Object.entries(typeOfParameter)) {
    if (params[name] !== undefined && asId(params[name]) !== null)
      return { type: named, id: asId(params[name]) };
  }
  if (isRecord(ctx.body) && asId(ctx.body.id) !== null) return { type, id: asId(ctx.body.id) };
  if (isRecord(result) && asId(result.id) !== null) return { type, id: asId(result.id) };
  if (segment === 'auth' || segment === 'account' || operation.path === '/user/updateEmail') {
    return { type: 'user', id: ctx.request.user?.id ?? null };
  }
  return { type, id: null };
}

export function actorOf(user: SessionUser | null) {
  return {
    actorId: user?.id ?? null,
    actorName: user?.userName ?? null,
    actorRole: user?.role ?? null,
  };
}
