// The registry: every domain's handlers, keyed by operationId. Adding an operation = one function in its domain file.
import {
  asRuntimeHandlers,
  fromRuntimeHandlers,
  type HandlerMap,
  type RuntimeHandlerMap,
} from '../http/handlers.ts';
import { handlers as account } from './account.ts';
import { handlers as announcements } from './announcements.ts';
import { handlers as audit } from './audit.ts';
import { handlers as auth } from './auth.ts';
import { handlers as documents } from './documents.ts';
import { handlers as geocoder } from './geocoder.ts';
import { handlers as importOwners } from './import.ts';
import { handlers as invitationRegistration } from './invitation-registration.ts';
import { handlers as invitations } from './invitations.ts';
import { handlers as listings } from './listings.ts';
import { handlers as mailBounces } from './mail-bounces.ts';
import { handlers as notifications } from './notifications.ts';
import { handlers as ownerProfiles } from './owner-profiles.ts';
import { handlers as passkeys } from './passkeys.ts';
import { handlers as payments } from './payments.ts';
import { handlers as properties } from './properties.ts';
import { handlers as secondFactorSignIn } from './second-factor-sign-in.ts';
import { handlers as secondFactors } from './second-factors.ts';
import { handlers as serviceRequests } from './service-requests.ts';
import { handlers as sessions } from './sessions.ts';
import { handlers as staff } from './staff.ts';
import { handlers as strataAgents } from './strata-agents.ts';
import { handlers as strataDocuments } from './strata-documents.ts';
import { handlers as strataForms } from './strata-forms.ts';
import { handlers as strataOwners } from './strata-owners.ts';
import { handlers as strataProperties } from './strata-properties.ts';
import { handlers as strataUnitUsers } from './strata-unit-users.ts';
import { handlers as strataUnits } from './strata-units.ts';
import { handlers as system } from './system.ts';
import { handlers as users } from './users.ts';

const domains: Record<string, HandlerMap> = {
  audit,
  auth,
  sessions,
  secondFactors,
  secondFactorSignIn,
  passkeys,
  account,
  users,
  properties,
  geocoder,
  ownerProfiles,
  listings,
  documents,
  strataProperties,
  strataAgents,
  strataUnits,
  strataUnitUsers,
  strataOwners,
  invitations,
  invitationRegistration,
  staff,
  serviceRequests,
  notifications,
  announcements,
  mailBounces,
  strataDocuments,
  strataForms,
  payments,
  importOwners,
  system,
};

/** All handlers; an operationId claimed by two domain files is a mistake caught at start. */
export function allHandlers(): HandlerMap {
  const merged: RuntimeHandlerMap = {};
  const owner = new Map<string, string>();
  for (const [domain, handlers] of Object.entries(domains)) {
    for (const [operationId, handler] of Object.entries(asRuntimeHandlers(handlers))) {
      const previous = owner.get(operationId);
      if (previous) throw new Error(`${operationId} has a handler in both ${previous} and ${domain}`);
      owner.set(operationId, domain);
      merged[operationId] = handler;
    }
  }
  return fromRuntimeHandlers(merged);
}
