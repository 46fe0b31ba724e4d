// The SDK outside the workspace: sign in, then list the properties, through the generated operations.
import { listProperties, signIn } from '@portal/sdk/operations';
import { configureQueryClient } from '@portal/sdk/query';

export async function loadProperties(baseUrl: string, username: string, password: string) {
  let token: string | undefined;
  configureQueryClient({ baseUrl, getToken: () => token });
  const { data: session } = await signIn({
    body: { username, password, portal: 'residential' },
    throwOnError: true,
  });
  if (!('token' in session)) throw new Error('the sign-in asked for a second step');
  token = session.token;
  const { data: properties } = await listProperties({ query: { limit: 5 }, throwOnError: true });
  return properties;
}
