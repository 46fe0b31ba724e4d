import { ApiError } from '@portal/sdk/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePortal } from '../shared/usePortal.ts';
import { AuthorizeView } from './AuthorizeView.tsx';
import {
  invitationQueries,
  useAuthorizeInvitation,
  useConfirmInvitationEmail,
  useRegisterInvitation,
} from './api.ts';

/** /authorize?hash=…: the public page of an owner's invitation (strata spec 2, 4 and 5). */
export function AuthorizePage({ hash, confirm }: { hash: string | undefined; confirm?: string | undefined }) {
  const { session, queryClient } = usePortal();
  const navigate = useNavigate();
  const lookup = useQuery({
    ...invitationQueries.lookup(hash ?? ''),
    enabled: hash !== undefined && confirm === undefined,
    retry: false,
  });
  const ref = { hash, invitationId: lookup.data?.id };
  const authorize = useAuthorizeInvitation(ref);
  const register = useRegisterInvitation(ref);
  const confirmEmail = useConfirmInvitationEmail(confirm);
  const [isAuthorized, setAuthorized] = useState(false);
  const [registerSent, setRegisterSent] = useState<string | null>(null);
  const [confirmedUserName, setConfirmedUserName] = useState<string | null>(null);

  if (confirm !== undefined) {
    return (
      <AuthorizeView
        invitation={{ kind: 'confirmEmail' }}
        isAuthorized={false}
        onAuthorize={async () => undefined}
        onRegister={async () => undefined}
        onConfirmEmail={async () => {
          const answer = await confirmEmail.mutateAsync(undefined).catch(() => undefined);
          if (answer) setConfirmedUserName(answer.userName);
        }}
        confirmError={confirmEmail.failure?.message ?? null}
        confirmedUserName={confirmedUserName}
      />
    );
  }

  if (hash !== undefined && lookup.isPending) return <p role="status">Loading your invitation…</p>;

  const invitation = (() => {
    if (hash === undefined) return { kind: 'missingHash' } as const;
    if (lookup.error) {
      return lookup.error instanceof ApiError && (lookup.error.status === 404 || lookup.error.status === 400)
        ? ({ kind: 'notFound' } as const)
        : ({ kind: 'loadFailed', message: lookup.error.message } as const);
    }
    const data = lookup.data;
    if (!data) return { kind: 'notFound' } as const;
    if (data.expired)
      return { kind: 'expired', reason: data.expiredReason, expiresAt: data.expiresAt } as const;
    if (data.status === 'registered') return { kind: 'registered' } as const;
    return { kind: 'ready', email: data.email } as const;
  })();

  return (
    <AuthorizeView
      invitation={invitation}
      isAuthorized={isAuthorized}
      onAuthorize={async (values) => {
        await authorize.run(values);
        setAuthorized(true);
      }}
      authorizeError={authorize.failure?.message ?? null}
      onRegister={async (values) => {
        const registered = await register.mutateAsync(values);
        if ('sent' in registered) {
          setRegisterSent(registered.sent ?? '');
          return;
        }
        const { signedIn, unitId } = registered;
        queryClient.clear(); // nothing cached for a previous user may show
        session.save(signedIn);
        await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId }, replace: true });
      }}
      registerError={register.failure?.message ?? null}
      registerSent={registerSent}
    />
  );
}
