import { ApiError, unwrap } from '@portal/sdk/client';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { OwnerCreateView } from '../../../../features/owners/OwnerCreateView.tsx';
import {
  type OwnerFormValues,
  ownerMessages,
  toOwnerProfileInput,
} from '../../../../features/owners/ownerForm.ts';
import { ScreenFailure } from '../../../../features/shared/failures.ts';

/** /admin/owner/add (rental spec 2.3, 4): the account first (POST /user?role=Owner), then the profile. */
export const Route = createFileRoute('/_admin/admin/owner/add')({
  component: NewOwnerPage,
});

function NewOwnerPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  // An account made by an earlier try whose profile failed: a retry with the same email saves only the profile,
  // instead of being refused as an existing user.
  const createdAccount = useRef<{ email: string; userId: number } | null>(null);

  const create = useMutation({
    mutationFn: async ({ account, profile }: OwnerFormValues) => {
      const email = account.email.trim();
      let userId =
        createdAccount.current?.email.toLowerCase() === email.toLowerCase()
          ? createdAccount.current.userId
          : undefined;
      if (userId === undefined) {
        try {
          const user = unwrap(
            await api.POST('/user', {
              // The owner signs in with their email as the username.
              params: { query: { role: 'Owner', userName: email } },
              body: { email, password: account.password, portal: 'residential' },
            }),
          );
          userId = user.id;
          createdAccount.current = { email, userId };
        } catch (error) {
          throw new ScreenFailure(
            error instanceof ApiError && error.status === 409
              ? ownerMessages.userExists
              : ownerMessages.userFailed,
            error,
          );
        }
      }
      try {
        return unwrap(await api.POST('/ownerProfile', { body: toOwnerProfileInput(profile, userId) }));
      } catch (error) {
        throw new ScreenFailure(ownerMessages.profileFailed, error);
      }
    },
    onSuccess: async (owner) => {
      createdAccount.current = null;
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('ownerProfiles') });
      toaster.show(ownerMessages.saved, 'success');
      await navigate({ to: '/admin/owner/$id', params: { id: owner.id } });
    },
  });

  return (
    <OwnerCreateView
      onSubmit={async (values) => {
        await create.mutateAsync(values);
      }}
      failure={create.error}
    />
  );
}
