// One's own account (/account): the account's name and email, its sessions, and the changes a person makes to their
// own account (password, email, signing other devices out).
import {
  addPasskeyMutation,
  changeOwnPasswordMutation,
  confirmEmailChangeMutation,
  confirmTotpEnrolmentMutation,
  endOtherSessionsMutation,
  endSessionMutation,
  getMfaStatusOptions,
  getMfaStatusQueryKey,
  getUserOptions,
  getUserSecondFactorsOptions,
  listOwnActivityOptions,
  listOwnActivityQueryKey,
  listPasskeysOptions,
  listPasskeysQueryKey,
  listSessionsOptions,
  listSessionsQueryKey,
  passkeyRegistrationOptionsMutation,
  removePasskeyMutation,
  removeTotpMutation,
  requestEmailChangeMutation,
  resetSecondFactorsMutation,
  startTotpEnrolmentMutation,
} from '@portal/sdk/query';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '../shared/action.ts';

export const accountQueries = {
  user: (id: number) => getUserOptions({ path: { id: String(id) } }),
  sessions: () => listSessionsOptions(),
};

export const accountMessages = {
  passwordChanged: 'Your password has been changed. Your other sessions have ended.',
  passwordFailed: 'Your password could not be changed.',
  emailFailed: 'The confirmation link could not be sent.',
  sessionEnded: 'That device has been signed out.',
  othersEnded: 'Every other session has been signed out.',
  sessionFailed: 'The session could not be signed out. Please try again.',
} as const;

export function useChangeOwnPassword() {
  return useAction({
    mutation: changeOwnPasswordMutation(),
    refresh: [listSessionsQueryKey()],
    success: accountMessages.passwordChanged,
    failure: accountMessages.passwordFailed,
    failureIn: 'view',
    serverWords: true,
  });
}

export function useRequestEmailChange() {
  return useAction({
    mutation: requestEmailChangeMutation(),
    success: (answer) => answer.message,
    failure: accountMessages.emailFailed,
    failureIn: 'view',
    serverWords: true,
  });
}

/** Ending one session or all the others: the sessions list changes, and a failure is said in a toast. */
const sessionEnding = {
  refresh: [listSessionsQueryKey()],
  failure: accountMessages.sessionFailed,
  failureIn: 'toast',
} as const;

export function useEndSession() {
  return useAction({
    ...sessionEnding,
    mutation: endSessionMutation(),
    success: accountMessages.sessionEnded,
  });
}

export function useEndOtherSessions() {
  return useAction({
    ...sessionEnding,
    mutation: endOtherSessionsMutation(),
    success: accountMessages.othersEnded,
  });
}

export function useConfirmEmailChange() {
  return useAction({
    mutation: confirmEmailChangeMutation(),
    failure: 'Your email could not be changed.',
    failureIn: 'view',
    serverWords: true,
  });
}

// ---------------------------------------------------------------- two-step sign-in

/** An enrolment token in place of the session (the enrolment page). */
export const withToken = (token: string | undefined) => (token ? { auth: token } : {});

export const securityQueries = {
  status: (token?: string) => getMfaStatusOptions(withToken(token)),
  passkeys: (token?: string) => listPasskeysOptions(withToken(token)),
  activity: () => listOwnActivityOptions({ query: { limit: 10 } }),
};

const securityRefresh = [getMfaStatusQueryKey(), listPasskeysQueryKey(), listOwnActivityQueryKey()];

export function useStartTotp(token?: string) {
  return useAction({
    mutation: startTotpEnrolmentMutation(withToken(token)),
    failure: 'Authenticator codes could not be set up. Please try again.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useConfirmTotp(token?: string) {
  return useAction({
    mutation: confirmTotpEnrolmentMutation(withToken(token)),
    refresh: securityRefresh,
    success: 'Authenticator codes are on.',
    failure: 'Authenticator codes could not be turned on.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useRemoveTotp() {
  return useAction({
    mutation: removeTotpMutation(),
    refresh: securityRefresh,
    success: 'Authenticator codes are off.',
    failure: 'Authenticator codes could not be turned off.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useAddPasskey(token?: string) {
  const options = useAction({
    mutation: passkeyRegistrationOptionsMutation(withToken(token)),
    failure: 'The passkey could not be registered. Try again.',
    failureIn: 'view',
    serverWords: true,
  });
  const add = useAction({
    mutation: addPasskeyMutation(withToken(token)),
    refresh: securityRefresh,
    success: 'Passkey added.',
    failure: 'The passkey could not be registered. Try again.',
    failureIn: 'view',
    serverWords: true,
  });
  const [cancelled, setCancelled] = useState<string | null>(null);
  return {
    failure: options.failure ?? add.failure ?? cancelled,
    run: async (name: string) => {
      setCancelled(null);
      const creation = await options.mutateAsync({});
      const { startRegistration } = await import('@simplewebauthn/browser');
      let credential: Awaited<ReturnType<typeof startRegistration>>;
      try {
        credential = await startRegistration({ optionsJSON: creation as never });
      } catch (error) {
        const message = 'The passkey was not registered: the browser cancelled it or cannot make one here.';
        setCancelled(message);
        throw error;
      }
      return add.mutateAsync({ body: { credential: credential as never, ...(name ? { name } : {}) } });
    },
  };
}

export function useRemovePasskey() {
  return useAction({
    mutation: removePasskeyMutation(),
    refresh: securityRefresh,
    success: 'Passkey removed.',
    failure: 'The passkey could not be removed.',
    failureIn: 'view',
    serverWords: true,
  });
}

// ---------------------------------------------------------------- staff turning off a person's two-step sign-in

/** A person's second factors as the staff who manage their account read them (getUserSecondFactors). */
export const userSecondFactorsQuery = (userId: number) =>
  getUserSecondFactorsOptions({ path: { id: userId } });

/**
 * Turns off a person's two-step sign-in (resetSecondFactors) with the staff member's password; a failure is said in a
 * toast and the confirmation stays open. `refresh`: what else shows whether the person has one (a building's list).
 */
export function useTurnOffSecondFactors(refresh: readonly QueryKey[] = []) {
  const action = useAction({
    mutation: resetSecondFactorsMutation(),
    refresh: ['users', ...refresh],
    success: 'Two-step sign-in is off. We emailed them.',
    failure: 'Two-step sign-in could not be turned off.',
    failureIn: 'toast',
    serverWords: true,
  });
  return (userId: number, password: string) => action.run({ path: { id: userId }, body: { password } });
}
