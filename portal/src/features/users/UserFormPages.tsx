import type { LinkItem } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAssignLogin, useCreateUser, userQueries, useUpdateUser } from './api.ts';
import { UserAddView } from './UserAddView.tsx';
import { UserEditView } from './UserEditView.tsx';
import { buildingsWithoutLogin, freeLogins, newUserEmail, withLogin } from './userAddForm.ts';
import { userUpdateFrom } from './userEditForm.ts';

/** /strataAdmin/user/add: Property Login and Create New User (strata spec 2). */
export function UserAddPage() {
  const navigate = useNavigate();
  const { data: buildings } = useSuspenseQuery(userQueries.buildings());
  const { data: logins } = useSuspenseQuery(userQueries.logins());
  const { data: archived } = useSuspenseQuery(userQueries.archivedLogins());
  const assign = useAssignLogin();
  const create = useCreateUser();
  const toList = () => navigate({ to: '/strataAdmin/user/list' });
  return (
    <UserAddView
      buildings={buildingsWithoutLogin(buildings, [...logins, ...archived])}
      logins={freeLogins(logins)}
      onAssignLogin={async ({ buildingId, userId }) => {
        if (buildingId === null || userId === null) return;
        const saved = await assign.submit({ buildingId, body: (property) => withLogin(property, userId) });
        if (saved) await toList();
      }}
      onCreateUser={async (values) => {
        const role = values.role === 'Administrator' ? 'Administrator' : 'Strata Owner';
        const created = await create.submit({
          query: { role, userName: values.userName.trim() },
          body: { email: newUserEmail(values), password: values.password, portal: 'strata' },
        });
        if (created) await toList();
      }}
      loginError={assign.failure?.message ?? null}
      userError={create.failure?.message ?? null}
    />
  );
}

/**
 * /strataAdmin/user/edit/{id}: update a login's password, username or email (strata spec 2). Opened from a unit's
 * Login row action (`unitId`), it goes back to that unit, else to the user list.
 */
export function UserEditPage({ id, unitId }: { id: number; unitId?: number | undefined }) {
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(userQueries.one(id));
  const save = useUpdateUser(user);
  const backLink: LinkItem =
    unitId === undefined
      ? { label: 'Back To Users', href: '/strataAdmin/user/list' }
      : { label: 'Back To Unit', href: `/strataAdmin/strataUnit/${unitId}` };
  return (
    <UserEditView
      user={user}
      backLink={backLink}
      onSubmit={async (values) => {
        if (await save.submit(userUpdateFrom(values, user))) await navigate({ href: backLink.href });
      }}
      error={save.failure?.message ?? null}
    />
  );
}
