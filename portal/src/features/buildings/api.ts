// The strata buildings' calls (strata spec 2, 4, 5 and 8): reads shared by loaders and containers, and the actions
// with the spec's toasts and messages. Light on purpose: route files import it for their loaders.
import { ApiError } from '@portal/sdk/client';
import {
  archiveStrataPropertyMutation,
  createStrataPropertyMutation,
  createUserMutation,
  deleteStrataPropertyMutation,
  getStrataPropertyOptions,
  listArchivedStrataPropertiesOptions,
  listStrataAgentsOptions,
  listStrataDocumentCategoriesOptions,
  listStrataPropertiesOptions,
  listStrataPropertyDocumentsOptions,
  listStrataPropertyStaffOptions,
  listStrataUnitsOfPropertyOptions,
  restoreStrataPropertyMutation,
  updateStrataPropertyMutation,
} from '@portal/sdk/query';
import type { components } from '@portal/sdk/types';
import { useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';

type UserInput = components['schemas']['UserInput'];
type StrataPropertyInput = components['schemas']['StrataPropertyInput'];

export const buildingQueries = {
  active: () => listStrataPropertiesOptions(),
  archived: () => listArchivedStrataPropertiesOptions(),
  one: (id: number) => getStrataPropertyOptions({ path: { id } }),
  agents: () => listStrataAgentsOptions(),
  units: (id: number) => listStrataUnitsOfPropertyOptions({ path: { id }, query: { archived: false } }),
  staff: (id: number) => listStrataPropertyStaffOptions({ path: { id } }),
  // Active documents only (the server's default).
  documents: (id: number) => listStrataPropertyDocumentsOptions({ path: { id } }),
  categories: (id: number) => listStrataDocumentCategoriesOptions({ query: { strataPropertyId: id } }),
};

export function useArchiveBuilding() {
  return useAction({
    mutation: archiveStrataPropertyMutation(),
    refresh: ['strataProperties'],
    failure: genericFailure.strata,
    failureIn: 'toast',
  });
}

export function useRestoreBuilding() {
  return useAction({
    mutation: restoreStrataPropertyMutation(),
    refresh: ['strataProperties'],
    failure: genericFailure.strata,
    failureIn: 'toast',
  });
}

export function useDeleteBuilding() {
  return useAction({
    mutation: deleteStrataPropertyMutation(),
    refresh: ['strataProperties'],
    failure: 'Error deleting property.',
    failureIn: 'toast',
  });
}

export function useUpdateBuilding() {
  return useAction({
    mutation: updateStrataPropertyMutation(),
    refresh: ['strataProperties'],
    success: 'Strata Property Saved.',
    failure: 'Error creating property',
    failureIn: 'view',
    serverWords: true,
  });
}

const invalidUserMessage = 'Failed To Save Property, Please enter a valid user';

/** Which step failed, so the page shows the spec's message for it (strata spec 5 and 8). */
class StepError extends Error {}

/**
 * Add Strata Property: creates the building's login (POST /user, role Strata Owner, username the plan number),
 * then the building with that login as propertyAdminId (strata spec 7).
 */
export function useCreateBuilding() {
  const createLogin = createUserMutation().mutationFn;
  const createBuilding = createStrataPropertyMutation().mutationFn;
  return useAction({
    mutation: {
      mutationFn: async (
        { login, building }: { login: UserInput | null; building: (loginId: number) => StrataPropertyInput },
        context,
      ) => {
        if (!login || !createLogin || !createBuilding) throw new StepError(invalidUserMessage);
        const query = { role: 'Strata Owner' as const, userName: login.userName ?? '' };
        const user = await createLogin({ query, body: login }, context).catch((error: unknown) => {
          // The spec's words, then the server's reason (e.g. a login with this plan number already exists).
          const reason = error instanceof ApiError ? ` ${error.message}` : '';
          throw new StepError(`${invalidUserMessage}.${reason}`);
        });
        return createBuilding({ body: building(user.id) }, context);
      },
    },
    refresh: ['strataProperties', 'users'],
    success: 'Strata Property Saved.',
    failure: (error) =>
      error instanceof StepError || (error instanceof ApiError && error.status === 409)
        ? error.message
        : 'Error creating property',
    failureIn: 'view',
  });
}
