import { ApiError } from '@portal/sdk/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePortal } from '../shared/usePortal.ts';
import { AuthorizeView } from './AuthorizeView.tsx';
import { invitationQueries, useAuthorizeInvitation, useRegisterInvitation } from './api.ts';

/** /authorize?hash=…: the public page of an owner's invitation (strata spec 2, 4 and 5). */
export function AuthorizePage({ hash }: { hash: string | undefined }) {
  const { session, queryClient } = usePortal();
  const navigate = useNavigate();
  const lookup = useQuery({
    ...invitationQueries.lookup(hash ?? ''),
    enabled: hash !== undefined,
    retry: false,
  });
  const ref = { hash, invitationId: lookup.data?.id };
  const authorize = useAuthorizeInvitation(ref);
  const register = useRegisterInvitation(ref);
  const [isAuthorized, setAuthorized] = useState(false);

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
    if (data.expired) return { kind: 'expired' } as const;
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
        const { signedIn, unitId } = await register.mutateAsync(values);
        queryClient.clear(); // nothing cached for a previous user may show
        session.save(signedIn);
        await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId }, replace: true });
      }}
      registerError={register.failure?.message ?? null}
    />
  );
}
