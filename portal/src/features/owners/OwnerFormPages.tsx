// The containers of the administrator's owner forms: edit, add, and a new password.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  ownerQueries,
  useChangeOwnerPassword,
  useCreateOwner,
  useUpdateOwnerEmail,
  useUpdateOwnerInfo,
} from './api.ts';
import { OwnerCreateView } from './OwnerCreateView.tsx';
import { OwnerEditView } from './OwnerEditView.tsx';
import { OwnerPasswordView } from './OwnerPasswordView.tsx';
import { toOwnerProfileInput, toOwnerProfileUpdate } from './ownerForm.ts';

/** /admin/edit/owner/{id} (rental spec 2.3): the owner's info and, apart, their email. */
export function EditOwnerPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const saveInfo = useUpdateOwnerInfo();
  const saveEmail = useUpdateOwnerEmail();
  return (
    <OwnerEditView
      owner={owner}
      onSaveInfo={async ({ profile }) => {
        await saveInfo.run({ path: { id }, body: toOwnerProfileUpdate(profile) });
        await navigate({ to: '/admin/owner/$id', params: { id } });
      }}
      infoFailure={saveInfo.failure}
      onSaveEmail={(emailToUpdate) => saveEmail.run({ query: { email: owner.user.email, emailToUpdate } })}
      emailFailure={saveEmail.failure}
    />
  );
}

/** /admin/owner/add (rental spec 2.3, 4): the account first, then the profile. */
export function NewOwnerPage() {
  const navigate = useNavigate();
  const create = useCreateOwner();
  return (
    <OwnerCreateView
      onSubmit={async ({ account, profile }) => {
        const email = account.email.trim();
        const owner = await create.mutateAsync({
          account: { email, password: account.password, portal: 'residential' },
          profile: (userId) => toOwnerProfileInput(profile, userId),
        });
        await navigate({ to: '/admin/owner/$id', params: { id: owner.id } });
      }}
      failure={create.failure}
    />
  );
}

/**
 * /admin/owner/resetOwnerPassword/{userId} (rental spec 2.3): after the change the administrator goes back to the
 * owner's page.
 */
export function OwnerPasswordPage({
  userId,
  owner,
}: {
  userId: number;
  owner: { id: number; name: string; archived: boolean };
}) {
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(ownerQueries.user(userId));
  const change = useChangeOwnerPassword();
  return (
    <OwnerPasswordView
      ownerName={owner.name}
      userName={user.userName}
      email={user.email}
      ownerHref={owner.archived ? `/admin/archived/owner/${owner.id}` : `/admin/owner/${owner.id}`}
      onSubmit={async (password) => {
        await change.run({ path: { id: userId }, body: { password } });
        await navigate({
          to: owner.archived ? '/admin/archived/owner/$id' : '/admin/owner/$id',
          params: { id: owner.id },
        });
      }}
      failure={change.failure}
    />
  );
}
