import { unwrap } from '@portal/sdk/client';
import type { Portal } from '@portal/sdk/roles';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { homePathFor } from './roles.ts';
import { sessionFromSignIn } from './session.ts';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Sign-in on one of the two logins (rental spec 4): a successful answer stores the session and routes by role;
 * a failure leaves the server's message in `error` ("Username or Password Incorrect", the wrong-login messages).
 */
export function useSignIn(portal: Portal) {
  const { api, session, queryClient } = useRouter().options.context;
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async ({ username, password }: Credentials) => {
      const answer = unwrap(await api.POST('/auth', { body: { username, password, portal } }));
      return sessionFromSignIn(answer, portal);
    },
    onSuccess: async (signedIn) => {
      queryClient.clear(); // nothing cached for a previous user may show
      session.save(signedIn);
      await navigate({ to: homePathFor(signedIn.role, signedIn.portalOption), replace: true });
    },
  });
  return {
    signIn: async (credentials: Credentials) => {
      await mutation.mutateAsync(credentials);
    },
    error: mutation.error?.message ?? null,
  };
}
