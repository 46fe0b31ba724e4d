import { type PortalClient, unwrap } from '@portal/sdk/client';
import type { PortalOption } from './roles.ts';
import { type Session, sessionFromSignIn } from './session.ts';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Sign-in on one of the two logins (rental spec 4): the session of a successful answer; a failure rejects with the
 * server's message ("Username or Password Incorrect", the wrong-login messages).
 */
export async function signIn(api: PortalClient, { username, password }: Credentials, portal: PortalOption) {
  const answer = unwrap(await api.POST('/auth', { body: { username, password, portal } }));
  const result = sessionFromSignIn(answer, portal);
  if ('error' in result) throw new Error(result.error);
  return result.session satisfies Session;
}
