// One's own account (/account): the account's name and email, its sessions, and the changes a person makes to their
// own account (password, email, signing other devices out).
import {
  changeOwnPasswordMutation,
  confirmEmailChangeMutation,
  endOtherSessionsMutation,
  endSessionMutation,
  getUserOptions,
  listSessionsOptions,
  listSessionsQueryKey,
  requestEmailChangeMutation,
} from '@portal/sdk/query';
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

export function useEndSession() {
  return useAction({
    mutation: endSessionMutation(),
    refresh: [listSessionsQueryKey()],
    success: accountMessages.sessionEnded,
    failure: accountMessages.sessionFailed,
    failureIn: 'toast',
  });
}

export function useEndOtherSessions() {
  return useAction({
    mutation: endOtherSessionsMutation(),
    refresh: [listSessionsQueryKey()],
    success: accountMessages.othersEnded,
    failure: accountMessages.sessionFailed,
    failureIn: 'toast',
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
