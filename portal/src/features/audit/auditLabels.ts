// How the audit page words an entry: its action, the kind of record, and a line of what changed.
import type { AuditEvent } from '../shared/schemas.ts';

/** The record types the trail names (AuditEvent.targetType), as the page calls them. */
export const recordTypes: Readonly<Record<string, string>> = {
  ownerProfile: 'Owner',
  property: 'Property',
  document: 'Document',
  listing: 'Listing',
  user: 'Account',
  folder: 'Folder',
  strataProperty: 'Building',
  strataUnit: 'Unit',
  strataOwner: 'Unit Owner',
  strataAgent: 'Strata Agent',
  strataPropertyStaff: 'Building Staff',
  strataDocument: 'Building Document',
  strataUnitDocument: 'Unit Document',
  preAuthorizedDebit: 'PAD',
  strataMonthlyPayment: 'Monthly Payment',
  serviceRequest: 'Service Request',
};

/**
 * The record types of one side's calls only, by side: an administrator of the other side never has an entry about one.
 * The rest (accounts, folders, service requests) are of calls both sides make.
 */
const recordTypeSides: Readonly<Record<string, AuditSide>> = {
  ownerProfile: 'rental',
  property: 'rental',
  document: 'rental',
  listing: 'rental',
  strataProperty: 'strata',
  strataUnit: 'strata',
  strataOwner: 'strata',
  strataAgent: 'strata',
  strataPropertyStaff: 'strata',
  strataDocument: 'strata',
  strataUnitDocument: 'strata',
  preAuthorizedDebit: 'strata',
  strataMonthlyPayment: 'strata',
};

/**
 * The side of the trail a viewer sees: admin the rental side, strataAdmin the strata side, superAdmin both (undefined).
 * The account side (public calls) is superAdmin's alone, so no filter is narrowed to it.
 */
export type AuditSide = Exclude<AuditEvent['side'], 'account'>;

/** Whether a record type or a call of `typeSide` ('either': both sides') can have entries on `side` (undefined: all). */
export const seenOn = (typeSide: AuditSide | 'either' | undefined, side: AuditSide | undefined) =>
  side === undefined || typeSide === undefined || typeSide === 'either' || typeSide === side;

/** The record types an entry on `side` can name (undefined: every side's). */
export const recordTypesOn = (side: AuditSide | undefined) =>
  Object.entries(recordTypes).filter(([type]) => seenOn(recordTypeSides[type], side));

/** "updateOwnerProfile" as "Update owner profile"; a failed sign-in as such. */
export function actionLabel(event: Pick<AuditEvent, 'action' | 'kind'>): string {
  if (event.kind === 'signInFailed') return 'Sign-in failed';
  if (event.kind === 'signIn') return 'Signed in';
  const words = event.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return event.kind === 'export' ? `${sentence} (CSV export)` : sentence;
}

export function recordLabel(event: Pick<AuditEvent, 'targetType' | 'targetId' | 'targetName'>): string {
  if (!event.targetType) return '';
  const type = recordTypes[event.targetType] ?? event.targetType;
  if (event.targetName) return `${type} ${event.targetName}`;
  return event.targetId === null ? type : `${type} #${event.targetId}`;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') return JSON.stringify(value).slice(0, 60);
  return String(value).slice(0, 60);
}

/** One line of what the entry holds: the changed fields (old → new), a failure's reason, what was read. */
export function detailsLine(event: Pick<AuditEvent, 'kind' | 'details'>): string {
  const details = event.details as Record<string, unknown>;
  if (event.kind === 'signInFailed') return `Reason: ${shown(details.reason)}`;
  if (event.kind === 'read')
    return details.read === 'bankingDetails' ? 'Banking details seen' : 'File opened';
  if (event.kind === 'export' || event.kind === 'signIn') return '';
  const fields = Object.entries(details).filter(
    (entry): entry is [string, { old?: unknown; new?: unknown }] =>
      typeof entry[1] === 'object' && entry[1] !== null,
  );
  const parts = fields
    .slice(0, 4)
    .map(([field, change]) =>
      'old' in change
        ? `${field}: ${shown(change.old)} → ${shown(change.new)}`
        : `${field}: ${shown(change.new)}`,
    );
  const more = fields.length > 4 ? `; ${fields.length - 4} more` : '';
  return `${parts.join('; ')}${more}`;
}
