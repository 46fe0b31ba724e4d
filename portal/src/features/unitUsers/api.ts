// The unit users' calls (strata spec 2 and 8): the unit a user joins, the record an edit loads, and the two saves
// with the spec's toasts and messages. Light on purpose: route files import it for their loaders.

import { ApiError } from '@portal/sdk/client';
import { userMessages } from '@portal/sdk/messages';

import {
  createStrataUnitUserMutation,
  createUserMutation,
  getStrataUnitOptions,
  getUserOptions,
  listStrataUnitsOfUnitUserOptions,
  updateStrataUnitUserMutation,
} from '@portal/sdk/query';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { useAction } from '../shared/action.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';
import type { StrataUnitUserInput, UserInput } from '../shared/schemas.ts';
import { linkMessages } from './unitUserForm.ts';
import type { StrataUnitUser } from './unitUserState.ts';

export const unitUserQueries = {
  unit: (id: number) => getStrataUnitOptions({ path: { id } }),
};

/**
 * The unit user an edit shows: the record the unit page carried in navigation state; after a reload (no state) it
 * is loaded from the unit named by ?unitId=, else the user's first unit.
 */
export async function loadUnitUser(
  queryClient: QueryClient,
  userId: number,
  unitId: number | undefined,
  carried: StrataUnitUser | undefined,
): Promise<StrataUnitUser> {
  if (carried && carried.userId === userId && (unitId === undefined || carried.strataUnitId === unitId)) {
    return carried;
  }
  let strataUnitId = unitId;
  if (strataUnitId === undefined) {
    const units = await queryClient
      .ensureQueryData(listStrataUnitsOfUnitUserOptions({ path: { userId } }))
      .catch(notFoundOn404);
    strataUnitId = units[0]?.strataUnitId;
    if (strataUnitId === undefined) throw notFound();
  }
  const unit = await queryClient.ensureQueryData(unitUserQueries.unit(strataUnitId)).catch(notFoundOn404);
  const record = unit.strataUnitUsers.find((member) => member.userId === userId);
  if (!record) throw notFound();
  return record;
}

/** Add User to a unit: the account (role Strata Unit Owner, username the email), then its place in the unit. */
/** The Strata Unit Owner account with this email or username, for Add User's "Existing account". */
async function existingUnitOwner(queryClient: QueryClient, emailOrUserName: string) {
  const account = await queryClient
    .fetchQuery(getUserOptions({ path: { id: emailOrUserName } }))
    .catch((error: unknown) => {
      // Not found, or not something an account can be named by.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new Error(linkMessages.notFound);
      throw error;
    });
  if (account.role !== 'Strata Unit Owner') throw new Error(linkMessages.notUnitOwner);
  return account;
}

/** Adds a user to a unit: a new Strata Unit Owner account, or (`existing`) the account with that email or username. */
export function useAddUnitUser(unitNumber: string) {
  const queryClient = useQueryClient();
  const createAccount = createUserMutation().mutationFn;
  const join = createStrataUnitUserMutation().mutationFn;
  return useAction({
    mutation: {
      mutationFn: async (
        {
          account,
          existing,
          member,
        }: { account: UserInput; existing: boolean; member: (userId: number) => StrataUnitUserInput },
        context,
      ) => {
        if (!createAccount || !join) throw new Error('no mutationFn');
        const query = { role: 'Strata Unit Owner' as const, userName: account.email };
        const user = existing
          ? await existingUnitOwner(queryClient, account.email)
          : await createAccount({ query, body: account }, context);
        return join({ body: member(user.id) }, context);
      },
    },
    refresh: ['strataUnits'],
    success: (member) => `${member.user.userName} added to unit ${unitNumber}.`,
    // An existing account that is not found or not a unit owner's is named as such; else the spec's message.
    failure: (error) =>
      Object.values(linkMessages).find((message) => error instanceof Error && error.message === message) ??
      userMessages.createConflict,
    failureIn: 'view',
    serverWords: true,
  });
}

export function useUpdateUnitUser() {
  return useAction({
    mutation: updateStrataUnitUserMutation(),
    refresh: ['strataUnits'],
    success: 'Unit user updated.',
    failure: userMessages.strataEmailConflict,
    failureIn: 'view',
    serverWords: true,
  });
}
