import type { PortalClient } from '@portal/sdk/client';
import { signIn as signInOperation } from '@portal/sdk/operations';
import type { Portal } from '@portal/sdk/roles';
import type { MfaMethod as ContractMfaMethod } from '@portal/sdk/types';
import { type Session, sessionFromSignIn } from './session.ts';

export interface Credentials {
  username: string;
  password: string;
}

export type MfaMethod = ContractMfaMethod;

/** What a sign-in's password step leads to: a session, a second step, or setting up a second factor first. */
export type SignInOutcome =
  | { kind: 'signedIn'; session: Session }
  | { kind: 'secondStep'; challenge: string; methods: MfaMethod[] }
  | { kind: 'enrolment'; enrolmentToken: string; expiresAt: string };

/**
 * Sign-in on one of the two logins (rental spec 4): the session of a successful answer, or the second step an
 * account with a second factor needs; a failure rejects with the server's message ("Username or Password
 * Incorrect", the wrong-login messages).
 */
export async function signIn(api: PortalClient, credentials: Credentials, portal: Portal): Promise<Session> {
  const outcome = await signInSteps(api, credentials, portal);
  if (outcome.kind !== 'signedIn') throw new Error('This account signs in in two steps.');
  return outcome.session;
}

/** The password step of a sign-in, with what it leads to. */
export async function signInSteps(
  api: PortalClient,
  { username, password }: Credentials,
  portal: Portal,
): Promise<SignInOutcome> {
  const { data: answer } = await signInOperation({
    client: api,
    body: { username, password, portal },
    throwOnError: true,
  });
  if ('token' in answer) return { kind: 'signedIn', session: sessionFromSignIn(answer, portal) };
  if ('mfaRequired' in answer)
    return { kind: 'secondStep', challenge: answer.challenge, methods: answer.methods };
  return { kind: 'enrolment', enrolmentToken: answer.enrolmentToken, expiresAt: answer.expiresAt };
}
