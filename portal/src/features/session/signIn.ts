import type { PortalClient } from '@portal/sdk/client';
import { signIn as signInOperation } from '@portal/sdk/operations';
import type { Portal } from '@portal/sdk/roles';
import { type Session, sessionFromSignIn } from './session.ts';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Sign-in on one of the two logins (rental spec 4): the session of a successful answer; a failure rejects with the
 * server's message ("Username or Password Incorrect", the wrong-login messages).
 */
export async function signIn(
  api: PortalClient,
  { username, password }: Credentials,
  portal: Portal,
): Promise<Session> {
  const { data: answer } = await signInOperation({
    client: api,
    body: { username, password, portal },
    throwOnError: true,
  });
  if (!('token' in answer)) throw new Error('This account signs in in two steps.');
  return sessionFromSignIn(answer, portal);
}
