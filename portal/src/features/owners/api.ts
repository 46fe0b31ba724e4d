// The rental owners' calls (rental spec 2.3, 4, 5 and 8): reads shared by loaders and containers, the loader of an
// owner's page (an archived owner opens on its archive page and back), and the actions with the spec's toasts and
// messages. Archiving or restoring an owner takes its properties and their listings along, so those are refreshed
// too. Light on purpose: route files import it for their loaders.

import { ApiError } from '@portal/sdk/client';
import { passwordResetMessages } from '@portal/sdk/messages';

import {
  archiveOwnerProfileMutation,
  createOwnerProfileMutation,
  createUserMutation,
  getOwnerProfileOptions,
  getUserOptions,
  listArchivedOwnerProfilesOptions,
  listArchivedOwnerPropertiesOptions,
  listOwnerDocumentsOptions,
  listOwnerProfilesOptions,
  listPropertiesOfOwnerUserOptions,
  restoreOwnerProfileMutation,
  updateOwnerProfileMutation,
  updateUserEmailMutation,
  updateUserMutation,
} from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { useRef } from 'react';
import { archivingOptions, useAction } from '../shared/action.ts';
import { genericFailure, ScreenFailure } from '../shared/failures.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';
import type { OwnerProfileInput, UserInput } from '../shared/schemas.ts';
import { ownerMessages } from './ownerMessages.ts';

export const ownerQueries = {
  one: (id: number) => getOwnerProfileOptions({ path: { id } }),
  archivedProperties: (ownerId: number) => listArchivedOwnerPropertiesOptions({ path: { ownerId } }),
  // Owner documents are listed by the owner's user id (contract: listOwnerDocuments).
  documents: (userId: number) => listOwnerDocumentsOptions({ path: { id: userId } }),
  archived: () => listArchivedOwnerProfilesOptions(),
  user: (userId: number) => getUserOptions({ path: { id: String(userId) } }),
  // The signed-in owner's properties, asked for by their user id: the server answers only the owner's own.
  propertiesOfUser: (userId: number) => listPropertiesOfOwnerUserOptions({ path: { userId } }),
};

/**
 * Loader of /owner/dashboard (rental spec 2.4): the owner's properties and documents. A list that fails is not a
 * failed page: its table shows the message with a retry.
 */
export function loadOwnerDashboard(queryClient: QueryClient, userId: number) {
  return Promise.allSettled([
    queryClient.ensureQueryData(ownerQueries.propertiesOfUser(userId)),
    queryClient.ensureQueryData(ownerQueries.documents(userId)),
  ]);
}

/**
 * Loader of an owner's pages: the owner, redirected to its archive page when archived (or back when not), with the
 * lists the page shows.
 */
export async function loadOwner(
  queryClient: QueryClient,
  id: number,
  page: 'archived' | 'edit' | { active: (owner: { userId: number }) => Promise<void> },
) {
  const owner = await queryClient.ensureQueryData(ownerQueries.one(id)).catch(notFoundOn404);
  if (page !== 'archived' && owner.archived) {
    throw redirect({ to: '/admin/archived/owner/$id', params: { id }, replace: true });
  }
  if (page === 'archived' && !owner.archived) {
    throw redirect({ to: '/admin/owner/$id', params: { id }, replace: true });
  }
  if (page === 'edit') return;
  await Promise.all([
    // The active owner's properties are a table paged by the server: the route prefetches the page its URL asks for.
    page === 'archived'
      ? queryClient.ensureQueryData(ownerQueries.archivedProperties(id))
      : page.active(owner),
    queryClient.ensureQueryData(ownerQueries.documents(owner.userId)),
  ]);
}

/** Archive and Restore of an owner (with their properties and listings). */
const archiving = archivingOptions('ownerProfiles', genericFailure.rental);

export function useArchiveOwner() {
  return useAction({
    ...archiving,
    mutation: archiveOwnerProfileMutation(),
    success: (owner) => `${owner.name} archived with their properties and listings.`,
  });
}

export function useRestoreOwner() {
  return useAction({
    ...archiving,
    mutation: restoreOwnerProfileMutation(),
    success: (owner) => `${owner.name} restored with their properties and listings.`,
  });
}

export function useUpdateOwnerInfo() {
  return useAction({
    mutation: updateOwnerProfileMutation(),
    refresh: ['ownerProfiles'],
    success: ownerMessages.saved,
    failure: ownerMessages.infoFailed,
    failureIn: 'view',
  });
}

export function useUpdateOwnerEmail() {
  return useAction({
    mutation: updateUserEmailMutation(),
    refresh: ['ownerProfiles'],
    success: 'Email updated.',
    failure: ownerMessages.emailFailed,
    failureIn: 'view',
  });
}

/** Spec 8: on a password reset failure the server's message is shown. */
export function useChangeOwnerPassword() {
  return useAction({
    mutation: updateUserMutation(),
    success: passwordResetMessages.done,
    failure: (error) => (error instanceof Error ? error.message : 'The password could not be changed.'),
    failureIn: 'view',
  });
}

/**
 * New owner: the account first (POST /user?role=Owner, the email as username), then the profile. An account made
 * by an earlier try whose profile failed is reused, so a retry with the same email saves only the profile instead
 * of being refused as an existing user.
 */
export function useCreateOwner() {
  const createdAccount = useRef<{ email: string; userId: number } | null>(null);
  const createAccount = createUserMutation().mutationFn;
  const createProfile = createOwnerProfileMutation().mutationFn;
  return useAction({
    mutation: {
      mutationFn: async (
        { account, profile }: { account: UserInput; profile: (userId: number) => OwnerProfileInput },
        context,
      ) => {
        if (!createAccount || !createProfile) throw new Error('no mutationFn');
        const email = account.email;
        let userId =
          createdAccount.current?.email.toLowerCase() === email.toLowerCase()
            ? createdAccount.current.userId
            : undefined;
        if (userId === undefined) {
          try {
            const user = await createAccount(
              { query: { role: 'Owner', userName: email }, body: account },
              context,
            );
            userId = user.id;
            createdAccount.current = { email, userId };
          } catch (error) {
            const conflict = error instanceof ApiError && error.status === 409;
            throw new ScreenFailure(conflict ? ownerMessages.userExists : ownerMessages.userFailed, error);
          }
        }
        try {
          const owner = await createProfile({ body: profile(userId) }, context);
          createdAccount.current = null;
          return owner;
        } catch (error) {
          throw new ScreenFailure(ownerMessages.profileFailed, error);
        }
      },
    },
    refresh: ['ownerProfiles'],
    success: ownerMessages.saved,
    // The steps above choose the spec's message for the one that failed.
    failure: ownerMessages.userFailed,
    failureIn: 'view',
  });
}

type OwnerRow = { id: number; userId: number; name: string; archived: boolean };

/** The owner of a user account in one list, asking the server again when the cached list predates the owner. */
async function findOwnerIn(load: (fresh: boolean) => Promise<OwnerRow[]>, userId: number) {
  const cached = await load(false);
  const owners = cached.some((owner) => owner.userId === userId) ? cached : await load(true);
  return owners.find((owner) => owner.userId === userId) ?? null;
}

/** The owner profile of a user account, active or archived; null when the account is not an owner's. */
export async function ownerOfUser(queryClient: QueryClient, userId: number) {
  for (const list of [listOwnerProfilesOptions(), ownerQueries.archived()]) {
    const owner = await findOwnerIn(
      (fresh) =>
        fresh ? queryClient.fetchQuery({ ...list, staleTime: 0 }) : queryClient.ensureQueryData(list),
      userId,
    );
    if (owner) return owner;
  }
  return null;
}

/** Loader of the owner password page: the owner of the user account (only owners' passwords change here). */
export async function loadOwnerOfUser(queryClient: QueryClient, userId: number) {
  const [owner, user] = await Promise.all([
    ownerOfUser(queryClient, userId),
    queryClient.ensureQueryData(ownerQueries.user(userId)).catch(notFoundOn404),
  ]);
  if (!owner) throw notFound();
  return { owner, user };
}
