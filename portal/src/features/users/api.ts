// The strata log-ins' calls (strata spec 2 "Building / User Log Ins", 8): reads shared by loaders and containers,
// and the actions with the spec's toasts and messages. Light on purpose: route files import it for their loaders.

import { ApiError } from '@portal/sdk/client';
import { userMessages } from '@portal/sdk/messages';

import {
  archiveUserMutation,
  createUserMutation,
  deleteUserMutation,
  getStrataPropertyOptions,
  getUserOptions,
  listArchivedUsersWithPropertyOptions,
  listStrataPropertiesOptions,
  listUsersWithPropertyOptions,
  restoreUserMutation,
  updateStrataPropertyMutation,
  updateUserMutation,
} from '@portal/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { archivingOptions, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';
import type { StrataProperty, StrataPropertyInput, User, UserUpdate } from '../shared/schemas.ts';

// The building log-ins are the Strata Owner accounts.
const logins = { query: { rolesList: ['Strata Owner' as const] } };

export const userQueries = {
  logins: () => listUsersWithPropertyOptions(logins),
  archivedLogins: () => listArchivedUsersWithPropertyOptions(logins),
  buildings: () => listStrataPropertiesOptions(),
  one: (id: number) => getUserOptions({ path: { id: String(id) } }),
};

export function useArchiveUser() {
  return useAction({
    ...archivingOptions('users', 'Error disabling user.'),
    mutation: archiveUserMutation(),
  });
}

export function useRestoreUser() {
  return useAction({ ...archivingOptions('users', genericFailure.strata), mutation: restoreUserMutation() });
}

export function useDeleteUser() {
  return useAction({
    mutation: deleteUserMutation(),
    refresh: ['users'],
    failure: 'Error deleting user.',
    failureIn: 'toast',
  });
}

/** Saves a log-in's changes; with nothing changed, nothing is sent. */
export function useUpdateUser(user: User) {
  const { mutationFn } = updateUserMutation();
  return useAction({
    mutation: {
      mutationFn: async (body: UserUpdate, context) =>
        Object.keys(body).length === 0 || !mutationFn
          ? user
          : mutationFn({ path: { id: user.id }, body }, context),
    },
    refresh: ['users'],
    success: 'User updated.',
    failure: (error) =>
      error instanceof ApiError && error.status === 409
        ? userMessages.strataEmailConflict
        : userMessages.updateRules,
    failureIn: 'view',
  });
}

/** Property Login: the building's log-in becomes the chosen user (the building is read, then saved whole). */
export function useAssignLogin() {
  const queryClient = useQueryClient();
  const { mutationFn } = updateStrataPropertyMutation();
  return useAction({
    mutation: {
      mutationFn: async (
        { buildingId, body }: { buildingId: number; body: (current: StrataProperty) => StrataPropertyInput },
        context,
      ) => {
        const property = await queryClient.fetchQuery(getStrataPropertyOptions({ path: { id: buildingId } }));
        if (!mutationFn) throw new Error('no mutationFn');
        return mutationFn({ path: { id: buildingId }, body: body(property) }, context);
      },
    },
    refresh: ['users', 'strataProperties'],
    success: (property) => `${property.buildingName} login saved.`,
    failure: 'Something went wrong, please try again later.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useCreateUser() {
  return useAction({
    mutation: createUserMutation(),
    refresh: ['users', 'strataProperties'],
    success: (user) => `${user.userName} created.`,
    failure: userMessages.createConflict,
    failureIn: 'view',
    serverWords: true,
  });
}
