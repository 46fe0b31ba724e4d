import type { PortalClient } from '@portal/sdk/client';
import { unwrap } from '@portal/sdk/client';
import { ownerProfilesQueries, usersQueries } from '@portal/sdk/queries';
import { type QueryClient, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { OwnerPasswordView } from '../../../../../features/owners/OwnerPasswordView.tsx';
import { ScreenFailure } from '../../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

type OwnerRow = { id: number; userId: number; name: string; archived: boolean };

/** The owner of a user account in one list, asking the server again when the cached list predates the owner. */
async function findOwnerIn(load: (fresh: boolean) => Promise<OwnerRow[]>, userId: number) {
  const cached = await load(false);
  const owners = cached.some((owner) => owner.userId === userId) ? cached : await load(true);
  return owners.find((owner) => owner.userId === userId) ?? null;
}

/** The owner profile of a user account, active or archived; null when the account is not an owner's. */
async function ownerOfUser(queryClient: QueryClient, api: PortalClient, userId: number) {
  const active = ownerProfilesQueries.listOwnerProfiles(api);
  const archived = ownerProfilesQueries.listArchivedOwnerProfiles(api);
  return (
    (await findOwnerIn(
      (fresh) =>
        fresh ? queryClient.fetchQuery({ ...active, staleTime: 0 }) : queryClient.ensureQueryData(active),
      userId,
    )) ??
    (await findOwnerIn(
      (fresh) =>
        fresh ? queryClient.fetchQuery({ ...archived, staleTime: 0 }) : queryClient.ensureQueryData(archived),
      userId,
    ))
  );
}

/**
 * /admin/owner/resetOwnerPassword/{userId} (rental spec 2.3): the route's id is the owner's user id; after the
 * change the administrator goes back to the owner's page, /admin/owner/{ownerProfileId}.
 */
export const Route = createFileRoute('/_admin/admin/owner/resetOwnerPassword/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const [owner, user] = await Promise.all([
      ownerOfUser(queryClient, api, id),
      queryClient
        .ensureQueryData(usersQueries.getUser(api, { path: { id: String(id) } }))
        .catch(notFoundOn404),
    ]);
    // Only owners' passwords are changed here.
    if (!owner) throw notFound();
    return { owner, user };
  },
  errorComponent: loadFailure('Could not load owners'),
  component: OwnerPasswordPage,
});

function OwnerPasswordPage() {
  const { id } = Route.useParams();
  const { owner } = Route.useLoaderData();
  const { api, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(usersQueries.getUser(api, { path: { id: String(id) } }));

  const change = useMutation({
    mutationFn: async (password: string) => {
      try {
        return unwrap(await api.PUT('/user/{id}', { params: { path: { id } }, body: { password } }));
      } catch (error) {
        // Spec 8: on a password reset failure the server's message is shown.
        throw new ScreenFailure(
          error instanceof Error ? error.message : 'The password could not be changed.',
        );
      }
    },
    onSuccess: async () => {
      toaster.show('Password Reset Successfully', 'success');
      await navigate({
        to: owner.archived ? '/admin/archived/owner/$id' : '/admin/owner/$id',
        params: { id: owner.id },
      });
    },
  });

  return (
    <OwnerPasswordView
      ownerName={owner.name}
      userName={user.userName}
      email={user.email}
      ownerHref={owner.archived ? `/admin/archived/owner/${owner.id}` : `/admin/owner/${owner.id}`}
      onSubmit={async (password) => {
        await change.mutateAsync(password);
      }}
      failure={change.error}
    />
  );
}
