// The strata buildings' calls (strata spec 2, 4, 5 and 8): reads shared by loaders and containers, and the actions
// with the spec's toasts and messages. Light on purpose: route files import it for their loaders.

import { ApiError } from '@portal/sdk/client';
import { buildingMessages } from '@portal/sdk/messages';

import {
  archiveStrataPropertyMutation,
  createStrataPropertyMutation,
  createUserMutation,
  deleteStrataPropertyMutation,
  getStrataPropertyOfPropertyAdminOptions,
  getStrataPropertyOptions,
  listStrataAgentsOptions,
  listStrataDocumentCategoriesOptions,
  listStrataPropertyDocumentsOptions,
  listStrataPropertyStaffOptions,
  listStrataUnitsOfUnitUserOptions,
  restoreStrataPropertyMutation,
  updateStrataPropertyMutation,
} from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { archivingOptions, useAction } from '../shared/action.ts';
import { failLoadWith, genericFailure } from '../shared/failures.ts';
import { notFoundOrFailWith } from '../shared/routeParams.ts';
import type { StrataPropertyInput, UserInput } from '../shared/schemas.ts';

export const buildingQueries = {
  one: (id: number) => getStrataPropertyOptions({ path: { id } }),
  agents: () => listStrataAgentsOptions(),
  staff: (id: number) => listStrataPropertyStaffOptions({ path: { id } }),
  // Active documents only (the server's default).
  documents: (id: number) => listStrataPropertyDocumentsOptions({ path: { id } }),
  categories: (id: number) => listStrataDocumentCategoriesOptions({ query: { strataPropertyId: id } }),
  // The property admin's building, found by the login's own user id (GET /StrataProperty/propertyAdmin/{userId}).
  ofPropertyAdmin: (userId: number) => getStrataPropertyOfPropertyAdminOptions({ path: { userId } }),
  // The signed-in unit owner's units, to list theirs in a building.
  unitsOfUnitUser: (userId: number) => listStrataUnitsOfUnitUserOptions({ path: { userId } }),
};

/**
 * The lists every building page shows (staff, documents and their categories), loaded with strata spec 8's toast
 * for each one that fails; the routes' errorComponent (LoadFailureNotice) shows it.
 */
function loadBuildingLists(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.ensureQueryData(buildingQueries.staff(id)).catch(failLoadWith('Could not load staff.')),
    queryClient
      .ensureQueryData(buildingQueries.documents(id))
      .catch(failLoadWith('Could not load Documents.')),
    queryClient
      .ensureQueryData(buildingQueries.categories(id))
      .catch(failLoadWith('Could not load categories.')),
  ]);
}

/** Loader of /propertyAdmin/dashboard: the admin's building, then its lists (strata spec 2). */
export async function loadPropertyAdminDashboard(queryClient: QueryClient, userId: number) {
  const property = await queryClient
    .ensureQueryData(buildingQueries.ofPropertyAdmin(userId))
    .catch(failLoadWith('Could not load property.'));
  await loadBuildingLists(queryClient, property.id);
}

/**
 * Loader of /strataUnitOwner/strataProperty/{id}: the building (the server answers 404 for a building where the user
 * has no unit: the not-found page), its lists and the user's units.
 */
export async function loadUnitOwnerBuilding(queryClient: QueryClient, id: number, userId: number) {
  await queryClient
    .ensureQueryData(buildingQueries.one(id))
    .catch(notFoundOrFailWith('Could not load property.'));
  await Promise.all([
    loadBuildingLists(queryClient, id),
    queryClient
      .ensureQueryData(buildingQueries.unitsOfUnitUser(userId))
      .catch(failLoadWith('Could not load Strata Units.')),
  ]);
}

/** Archive and Restore of a building. */
const archiving = archivingOptions('strataProperties', genericFailure.strata);

export function useArchiveBuilding() {
  return useAction({ ...archiving, mutation: archiveStrataPropertyMutation() });
}

export function useRestoreBuilding() {
  return useAction({ ...archiving, mutation: restoreStrataPropertyMutation() });
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

const invalidUserMessage = buildingMessages.invalidLogin;

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
