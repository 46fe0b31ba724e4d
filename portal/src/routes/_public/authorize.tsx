import { ApiError, unwrap } from '@portal/sdk/client';
import * as shared from '@portal/sdk/messages';
import { invitationsQueries } from '@portal/sdk/queries';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthorizeView } from '../../features/invitations/AuthorizeView.tsx';
import { sessionFromSignIn } from '../../features/session/session.ts';

interface AuthorizeSearch {
  hash?: string;
}

/** The invitation link's query; the router parses values as JSON, so keep only a string. */
function validateSearch(search: Record<string, unknown>): AuthorizeSearch {
  const hash = search.hash;
  return typeof hash === 'string' && hash.trim() ? { hash: hash.trim() } : {};
}

/** /authorize?hash=…: the public page of an owner's invitation (strata spec 2, 4 and 5). */
export const Route = createFileRoute('/_public/authorize')({
  validateSearch,
  component: AuthorizePage,
});

function AuthorizePage() {
  const { hash } = Route.useSearch();
  const { api, session, queryClient } = Route.useRouteContext();
  const navigate = useNavigate();
  const lookup = useQuery({
    ...invitationsQueries.lookupStrataUnitUserInvitation(api, { path: { hash: hash ?? '' } }),
    enabled: hash !== undefined,
    retry: false,
  });
  const invitationId = lookup.data?.id;

  const authorize = useMutation({
    mutationFn: async (values: { unitNumber: string; strataPlanNumber: string; nameOnTitle: string }) => {
      if (invitationId === undefined || hash === undefined)
        throw new Error(shared.invitationMessages.notFound);
      return unwrap(
        await api.POST('/strataUnitUserInvitation/authorizeForm/{invitationId}', {
          params: { path: { invitationId } },
          body: { hash, ...values },
        }),
      );
    },
  });

  const register = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      if (invitationId === undefined || hash === undefined)
        throw new Error(shared.invitationMessages.notFound);
      const registered = unwrap(
        await api.POST('/strataUnitUserInvitation/{invitationId}/register', {
          params: { path: { invitationId } },
          body: { hash, email, password },
        }),
      );
      // Automatic sign-in with the returned userName (strata spec 4), stored as the strata login stores it.
      const answer = unwrap(
        await api.POST('/auth', { body: { username: registered.userName, password, portal: 'strata' } }),
      );
      return { signedIn: sessionFromSignIn(answer, 'strata'), unitId: registered.strataUnitId };
    },
    onSuccess: async ({ signedIn, unitId }) => {
      queryClient.clear();
      session.save(signedIn);
      await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId }, replace: true });
    },
  });

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
      isAuthorized={authorize.isSuccess}
      onAuthorize={async (values) => {
        await authorize.mutateAsync(values);
      }}
      authorizeError={authorize.error?.message ?? null}
      onRegister={async ({ email, password }) => {
        await register.mutateAsync({ email, password });
      }}
      registerError={register.error?.message ?? null}
    />
  );
}
