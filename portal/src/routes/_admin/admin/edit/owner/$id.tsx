import { unwrap } from '@portal/sdk/client';
import { ownerProfilesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { OwnerEditView } from '../../../../../features/owners/OwnerEditView.tsx';
import {
  type OwnerFormValues,
  ownerMessages,
  toOwnerProfileUpdate,
} from '../../../../../features/owners/ownerForm.ts';
import { ScreenFailure } from '../../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /admin/edit/owner/{id} (rental spec 2.3). An archived owner cannot be edited: its archive page opens instead. */
export const Route = createFileRoute('/_admin/admin/edit/owner/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const owner = await queryClient
      .ensureQueryData(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }))
      .catch(notFoundOn404);
    if (owner.archived) throw redirect({ to: '/admin/archived/owner/$id', params: { id }, replace: true });
  },
  errorComponent: loadFailure('Could not load owners'),
  component: EditOwnerPage,
});

function EditOwnerPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }));

  const saveInfo = useMutation({
    mutationFn: async ({ profile }: OwnerFormValues) => {
      try {
        return unwrap(
          await api.PUT('/ownerProfile/{id}', {
            params: { path: { id } },
            body: toOwnerProfileUpdate(profile),
          }),
        );
      } catch (error) {
        throw new ScreenFailure(ownerMessages.infoFailed, error);
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('ownerProfiles') });
      toaster.show(ownerMessages.saved, 'success');
      await navigate({ to: '/admin/owner/$id', params: { id } });
    },
  });

  const saveEmail = useMutation({
    mutationFn: async (emailToUpdate: string) => {
      try {
        return unwrap(
          await api.PUT('/user/updateEmail', {
            params: { query: { email: owner.user.email, emailToUpdate } },
          }),
        );
      } catch (error) {
        throw new ScreenFailure(ownerMessages.emailFailed, error);
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('ownerProfiles') });
      toaster.show('Email updated.', 'success');
    },
  });

  return (
    <OwnerEditView
      owner={owner}
      onSaveInfo={async (values) => {
        await saveInfo.mutateAsync(values);
      }}
      infoFailure={saveInfo.error}
      onSaveEmail={async (email) => {
        await saveEmail.mutateAsync(email);
      }}
      emailFailure={saveEmail.error}
    />
  );
}
