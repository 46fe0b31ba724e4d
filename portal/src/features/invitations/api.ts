// An owner's invitation (strata spec 2, 4 and 5): the lookup of its link, the authorization form (the unit's title
// details), then the registration, which signs the new user in. Each failure shows the server's words.
import { invitationMessages } from '@portal/sdk/messages';
import {
  authorizeStrataUnitUserInvitationMutation,
  confirmStrataUnitUserInvitationEmailMutation,
  lookupStrataUnitUserInvitationOptions,
  registerStrataUnitUserInvitationMutation,
} from '@portal/sdk/query';
import { signIn } from '../session/index.ts';
import { callOf, useAction } from '../shared/action.ts';
import { genericFailure, ScreenFailure } from '../shared/failures.ts';
import type { AuthorizeFormRequest } from '../shared/schemas.ts';
import { usePortal } from '../shared/usePortal.ts';

export const invitationQueries = {
  lookup: (hash: string) => lookupStrataUnitUserInvitationOptions({ path: { hash } }),
};

/** The invitation a form acts on: the link's hash and the id its lookup answered. */
export interface InvitationRef {
  hash: string | undefined;
  invitationId: number | undefined;
}

const serverWords = (error: unknown) => (error instanceof Error ? error.message : genericFailure.strata);

function known({ hash, invitationId }: InvitationRef) {
  if (invitationId === undefined || hash === undefined) throw new ScreenFailure(invitationMessages.notFound);
  return { hash, invitationId };
}

export function useAuthorizeInvitation(invitation: InvitationRef) {
  return useAction({
    mutation: {
      mutationFn: (values: Omit<AuthorizeFormRequest, 'hash'>, context) => {
        const { hash, invitationId } = known(invitation);
        return callOf(authorizeStrataUnitUserInvitationMutation())(
          { path: { invitationId }, body: { hash, ...values } },
          context,
        );
      },
    },
    failure: serverWords,
    failureIn: 'view',
  });
}

/**
 * Register with the invitation, then sign in with the returned user name as the strata login does (strata spec 4).
 * Answers the session and the unit to open; with another email than the invited one, the server's message instead
 * (a link was mailed to that email and nothing is registered until it is followed).
 */
export function useRegisterInvitation(invitation: InvitationRef) {
  const { api } = usePortal();
  return useAction({
    mutation: {
      mutationFn: async ({ email, password }: { email: string; password: string }, context) => {
        const { hash, invitationId } = known(invitation);
        const registered = await callOf(registerStrataUnitUserInvitationMutation())(
          { path: { invitationId }, body: { hash, email, password } },
          context,
        );
        if ('message' in registered) return { sent: registered.message ?? '' } as const;
        const signedIn = await signIn(api, { username: registered.userName, password }, 'strata');
        return { signedIn, unitId: registered.strataUnitId } as const;
      },
    },
    failure: serverWords,
    failureIn: 'view',
  });
}

/** The link mailed to the other email of a registration: completes it; answers the account's user name. */
export function useConfirmInvitationEmail(token: string | undefined) {
  return useAction({
    mutation: {
      mutationFn: async (_: undefined, context) => {
        if (token === undefined) throw new ScreenFailure(invitationMessages.notFound);
        return callOf(confirmStrataUnitUserInvitationEmailMutation())({ body: { token } }, context);
      },
    },
    failure: serverWords,
    failureIn: 'view',
  });
}
