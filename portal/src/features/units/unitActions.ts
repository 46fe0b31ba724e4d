// The calls behind Add Strata Unit, shared by the building page's modal and the add-unit route (strata spec 4 and 7):
// step 1 POST /strataUnit; step 2 POST /strataOwner, POST /strataUnitUserInvitation, then POST
// /strataUnitUserInvitation/invite, which mails the link. A refusal becomes an Error with the words to show.

import { ApiError, type PortalClient, unwrap } from '@portal/sdk/client';
import { type OperationTag, tagQueryKey } from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import type { Toaster } from '../../app/toaster.ts';
import { messageOf } from '../shared/failures.ts';
import type { CreatedUnit } from './UnitForms.tsx';
import { type OwnerValues, ownerInputFrom, type UnitNumbersValues, unitLocationOf } from './unitForms.ts';

export const genericFailure = 'Something went Wrong. Please try again Later.';

/** Runs a call; a refusal becomes an Error with the server's words or the spec's message for the action. */
export async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(messageOf(error, fallback));
  }
}

export function createUnit(api: PortalClient, strataPropertyId: number, values: UnitNumbersValues) {
  return attempt(async (): Promise<CreatedUnit> => {
    const unit = unwrap(
      await api.POST('/strataUnit', {
        body: {
          unitNumber: values.unitNumber.trim(),
          lotNumber: values.lotNumber.trim(),
          unitLocation: unitLocationOf(values),
          strataPropertyId,
        },
      }),
    );
    return { id: unit.id, unitNumber: unit.unitNumber };
  }, genericFailure);
}

/** Saves the owner (not current until registered) and mails the invitation; answers the invited email. */
export function createOwnerAndInvite(api: PortalClient, unit: CreatedUnit, values: OwnerValues) {
  return attempt(async () => {
    const owner = unwrap(await api.POST('/strataOwner', { body: ownerInputFrom(values, unit.id) }));
    const invitation = unwrap(
      await api.POST('/strataUnitUserInvitation', {
        body: { email: owner.email, strataUnitId: unit.id, strataRole: 0, strataOwnerId: owner.id },
      }),
    );
    unwrap(await api.POST('/strataUnitUserInvitation/invite', { body: { invitationId: invitation.id } }));
    return owner.email;
  }, genericFailure);
}

/**
 * A row action of the building and unit pages (archive, restore, delete, remove, resend): a refusal shows the
 * server's words or the spec's message in a toast and rejects, so the confirmation stays open; on success the
 * named domains' queries are refreshed and the success toast, if any, shown.
 */
export function rowAction(queryClient: QueryClient, toaster: Toaster) {
  return async (
    call: () => Promise<unknown>,
    failure: string,
    tags: readonly OperationTag[],
    success?: string,
  ) => {
    try {
      await call();
    } catch (error) {
      toaster.show(messageOf(error, failure), 'error');
      throw error;
    }
    await Promise.all(tags.map((tag) => queryClient.invalidateQueries({ queryKey: tagQueryKey(tag) })));
    if (success) toaster.show(success, 'success');
  };
}

export const resendFailure = 'Error resending form.';

/**
 * Resend Invitation (strata spec 4 and 8): mails the invitation again and says so. A refusal is said in a toast and
 * the confirmation closes, since trying again cannot help: a unit without an invitation gets the spec's "Error
 * resending form.", an accepted or expired invitation the server's reason (409).
 */
export async function resendInvitation(call: () => Promise<unknown>, toaster: Pick<Toaster, 'show'>) {
  try {
    await call();
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409;
    toaster.show(conflict ? messageOf(error, resendFailure) : resendFailure, 'error');
    return;
  }
  toaster.show('Invitation sent again.', 'success');
}
