import { Stack } from '@portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Session } from '../session/index.ts';
import { AccountView } from './AccountView.tsx';
import {
  accountQueries,
  useChangeOwnPassword,
  useEndOtherSessions,
  useEndSession,
  useRequestEmailChange,
} from './api.ts';
import { Security } from './Security.tsx';

const strataRoles = new Set(['strataAdmin', 'propertyAdmin', 'strataUnitOwner']);

/** /account: the signed-in person's own account. */
export function AccountPage({ user }: { user: Session }) {
  const { data: account } = useSuspenseQuery(accountQueries.user(user.userId));
  const { data: sessions } = useSuspenseQuery(accountQueries.sessions());
  const changePassword = useChangeOwnPassword();
  const requestEmail = useRequestEmailChange();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  return (
    <Stack gap="lg">
      <AccountView
        name={user.name}
        email={account.email}
        userName={account.userName}
        passwordMinLength={strataRoles.has(user.role) || account.role.startsWith('Strata') ? 8 : 6}
        sessions={sessions}
        onChangePassword={(body) => changePassword.run({ body })}
        passwordFailure={changePassword.failure}
        onRequestEmailChange={(body) => requestEmail.run({ body })}
        emailFailure={requestEmail.failure}
        onEndSession={(id) => endSession.run({ path: { id } })}
        onEndOtherSessions={() => endOthers.run({})}
      />
      <Security />
    </Stack>
  );
}
