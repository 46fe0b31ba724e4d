// The session's calls made from a router page (rental spec 4 and 9, strata spec 5): setting a new password from a
// reset mail's link. Sign-in lives in signIn.ts, which the login pages use without the router.
import { passwordResetMessages } from '@portal/sdk/messages';
import { resetPasswordMutation } from '@portal/sdk/query';
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
    failure: (error) =>
      messageForUser(error, { token: { message: resetLinkBroken }, id: { message: resetLinkBroken } }) ??
      genericFailure.rental,
    failureIn: 'view',
  });
}
