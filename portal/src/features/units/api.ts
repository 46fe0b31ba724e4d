// The strata units' calls (strata spec 2, 4, 7 and 8): reads shared by loaders and containers, and the actions with
// the spec's toasts and messages, for the unit page, the archived units, Add Strata Unit (the building page's modal
// and its own route) and the building page's unit rows. Light on purpose: route files import it for their loaders.
import { ApiError } from '@portal/sdk/client';
import {
  archiveStrataUnitMutation,
  createStrataOwnerMutation,
  createStrataUnitMutation,
  createStrataUnitUserInvitationMutation,
  deleteStrataUnitMutation,
  deleteStrataUnitUserMutation,
  getStrataPropertyOptions,
  getStrataUnitOptions,
  getStrataUnitQueryKey,
  listStrataPropertiesOfUnitUserOptions,
  listStrataUnitDocumentCategoriesOptions,
  listStrataUnitDocumentsOptions,
  listStrataUnitExtraPaymentsOptions,
  listStrataUnitsOfUnitUserOptions,
  replaceStrataOwnerMutation,
  resendStrataUnitUserInvitationMutation,
  restoreStrataUnitMutation,
  sendStrataUnitUserInvitationMutation,
  updateStrataOwnerMutation,
  updateStrataUnitMutation,
} from '@portal/sdk/query';
import { archivingOptions, callWith, useAction } from '../shared/action.ts';
import { genericFailure, messageOf } from '../shared/failures.ts';
import type { StrataOwnerInput, StrataUnitSummary } from '../shared/schemas.ts';

export const unitQueries = {
  unit: (id: number) => getStrataUnitOptions({ path: { id } }),
  documents: (id: number) => listStrataUnitDocumentsOptions({ path: { id }, query: { archived: false } }),
  // The unit owner's list: the server's default (active documents).
  ownerDocuments: (id: number) => listStrataUnitDocumentsOptions({ path: { id } }),
  categories: () => listStrataUnitDocumentCategoriesOptions(),
  building: (id: number) => getStrataPropertyOptions({ path: { id } }),
  extraPayments: (unitId: number) => listStrataUnitExtraPaymentsOptions({ path: { unitId } }),
  // The signed-in unit user's buildings and units (their dashboard).
  myBuildings: (userId: number) => listStrataPropertiesOfUnitUserOptions({ path: { userId } }),
  myUnits: (userId: number) => listStrataUnitsOfUnitUserOptions({ path: { userId } }),
};

const unitRows = ['strataUnits', 'strataProperties'] as const;

/** Add Strata Unit, step 1 (POST /strataUnit). */
export function useCreateUnit() {
  return useAction({
    mutation: createStrataUnitMutation(),
    refresh: ['strataUnits'],
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}

/**
 * Add Strata Unit, step 2: the owner (not current until registered), the invitation, then its mail (POST
 * /strataOwner, /strataUnitUserInvitation, /strataUnitUserInvitation/invite); answers the invited email.
 */
export function useCreateOwnerAndInvite() {
  const createOwner = createStrataOwnerMutation().mutationFn;
  const createInvitation = createStrataUnitUserInvitationMutation().mutationFn;
  const send = sendStrataUnitUserInvitationMutation().mutationFn;
  return useAction({
    mutation: {
      mutationFn: async (owner: StrataOwnerInput, context) => {
        if (!createOwner || !createInvitation || !send) throw new Error('no mutationFn');
        const saved = await createOwner({ body: owner }, context);
        const invitation = await createInvitation(
          {
            body: {
              email: saved.email,
              strataUnitId: owner.strataUnitId,
              strataRole: 0,
              strataOwnerId: saved.id,
            },
          },
          context,
        );
        await send({ body: { invitationId: invitation.id } }, context);
        return saved.email;
      },
    },
    refresh: ['strataUnits'],
    success: (email) => `Invitation sent to ${email}.`,
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}

export function useUpdateUnit() {
  return useAction({
    mutation: updateStrataUnitMutation(),
    refresh: ['strataUnits'],
    success: (unit) => `Unit ${unit.unitNumber} saved.`,
    failure: 'Error updating strata unit',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useReplaceOwner() {
  return useAction({
    mutation: replaceStrataOwnerMutation(),
    refresh: ['strataUnits'],
    success: (_owner, { body }) => `Invitation sent to ${body.email}.`,
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}

/** Archive and Restore of a unit: a refusal is said in the server's words. */
const archiving = { ...archivingOptions('strataUnits', genericFailure.strata), serverWords: true } as const;

export function useArchiveUnit() {
  return useAction({
    ...archiving,
    mutation: archiveStrataUnitMutation(),
    success: (unit) => `Unit ${unit.unitNumber} archived.`,
  });
}

export function useRestoreUnit() {
  return useAction({
    ...archiving,
    mutation: restoreStrataUnitMutation(),
    success: (unit) => `Unit ${unit.unitNumber} restored.`,
  });
}

export function useDeleteUnit() {
  return useAction({
    mutation: callWith(deleteStrataUnitMutation(), (unit: StrataUnitSummary) => ({ path: { id: unit.id } })),
    refresh: unitRows,
    success: (_none, unit) => `Unit ${unit.unitNumber} deleted.`,
    failure: 'Error deleting unit.',
    failureIn: 'toast',
    serverWords: true,
  });
}

export function useRemoveUnitUser() {
  return useAction({
    mutation: deleteStrataUnitUserMutation(),
    refresh: ['strataUnits'],
    failure: 'Error removing user from property.',
    failureIn: 'toast',
    serverWords: true,
  });
}

export const resendFailure = 'Error resending form.';

/**
 * Resend Invitation (strata spec 4 and 8): a unit without an invitation gets the spec's "Error resending form.", an
 * accepted or expired invitation the server's reason (409).
 */
export function resendFailureOf(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? messageOf(error, resendFailure) : resendFailure;
}

/** Mails the invitation again and says so; a failure is said in a toast (trying again cannot help). */
export function useResendInvitation() {
  return useAction({
    mutation: resendStrataUnitUserInvitationMutation(),
    success: 'Invitation sent again.',
    failure: resendFailureOf,
    failureIn: 'toast',
  });
}

/**
 * The unit owner's Change of Address: the owner's mailing address, then the unit that shows it and its documents (the
 * server files a dated record of the change there).
 */
export function useUpdateOwnerAddress(unitId: number) {
  return useAction({
    mutation: updateStrataOwnerMutation(),
    refresh: [getStrataUnitQueryKey({ path: { id: unitId } }), 'strataDocuments'],
    success: 'Address updated.',
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}
