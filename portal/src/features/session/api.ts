// The session's calls made from a router page (rental spec 4 and 9, strata spec 5): setting a new password from a
// reset mail's link. Sign-in lives in signIn.ts, which the login pages use without the router.
import { passwordResetMessages } from '@portal/sdk/messages';
import { checkResetLink } from '@portal/sdk/operations';
import { resetPasswordMutation } from '@portal/sdk/query';
import { queryOptions } from '@tanstack/react-query';
import { callOf, useAction } from '../shared/action.ts';
import { genericFailure, ScreenFailure } from '../shared/failures.ts';
import { messageForUser } from '../shared/forms/serverMessages.ts';

/** A reset link whose id or token was cut or changed (the server's validator names the query field). */
const resetLinkBroken =
  'This reset link is incomplete or damaged. Please open the link from the email again, or request a new one.';

export interface ResetLink {
  id?: number | undefined;
  token?: string | undefined;
}

/** A reset call's refusal as the page shows it: the server's words, a damaged link said so. */
const resetFailure = (error: unknown) =>
  messageForUser(error, { token: { message: resetLinkBroken }, id: { message: resetLinkBroken } }) ??
  genericFailure.rental;

/**
 * Whether the reset link can still set a password, asked when the page opens (POST /account/reset/check), so a used
 * or expired link says so before a password is typed; answers the new password's minimum for the link's account,
 * or throws the page's words for a refused link.
 */
export function resetLinkQuery(
  client: Parameters<typeof checkResetLink>[0]['client'],
  link: Required<ResetLink>,
) {
  return queryOptions({
    queryKey: ['resetLink', link.id, link.token],
    queryFn: async () => {
      try {
        return (await checkResetLink({ client, body: link, throwOnError: true })).data;
      } catch (error) {
        throw new ScreenFailure(resetFailure(error));
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The new password of a reset link (POST /account/reset); the form shows the failure in the server's words. */
export function useResetPassword() {
  return useAction({
    mutation: {
      mutationFn: ({ id, token, password }: ResetLink & { password: string }, context) => {
        if (id === undefined || token === undefined)
          throw new ScreenFailure('This page needs the link from a reset email.');
        return callOf(resetPasswordMutation())({ body: { password, id, token } }, context);
      },
    },
    success: passwordResetMessages.done,
    failure: resetFailure,
    failureIn: 'view',
  });
}
