// The second step of a sign-in and a passkey sign-in, through the generated calls of @portal/sdk/query. Loaded only
// when a sign-in needs it (the login pages' first script stays small); the passkey ceremony's browser library too.

import {
  completeMfaSignInMutation,
  configureQueryClient,
  passkeySignInMutation,
  passkeySignInOptionsMutation,
} from '@portal/sdk/query';
import type { Portal } from '@portal/sdk/roles';
import type { MutationFunctionContext } from '@tanstack/react-query';
import { type Session, sessionFromSignIn } from './session.ts';

/** A generated mutation's call, outside a mutation (the login pages hydrate without TanStack Query). */
function call<TData, TVars>(mutation: {
  mutationFn?: ((vars: TVars, context: MutationFunctionContext) => Promise<TData>) | undefined;
}) {
  const run = mutation.mutationFn;
  if (!run) throw new Error('the mutation has no mutationFn');
  return (vars: TVars) => run(vars, {} as MutationFunctionContext);
}

/** On a prerendered login page, where the app has not pointed the generated calls at the API yet. */
export function pointCallsAtApi(getToken: () => string | null | undefined): void {
  configureQueryClient({ baseUrl: '/api', getToken: () => getToken() ?? null });
}

export type SecondStepAnswer = { code: string } | { recoveryCode: string };

/** The code or recovery code of the second step: the session. */
export async function completeSecondStep(
  challenge: string,
  answer: SecondStepAnswer,
  portal: Portal,
): Promise<Session> {
  const signedIn = await call(completeMfaSignInMutation())({ body: { challenge, ...answer } });
  return sessionFromSignIn(signedIn, portal);
}

/**
 * A passkey sign-in: alone (no challenge: the browser offers the passkeys of this site) or as the second step of the
 * sign-in whose challenge is given.
 */
export async function signInWithPasskey(portal: Portal, challenge?: string): Promise<Session> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const asked = await call(passkeySignInOptionsMutation())({
    body: { portal, ...(challenge ? { challenge } : {}) },
  });
  let credential: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    credential = await startAuthentication({ optionsJSON: asked.options as never });
  } catch {
    throw new Error('The passkey sign-in was cancelled or is not available on this device.');
  }
  const signedIn = await call(passkeySignInMutation())({
    body: { challenge: asked.challenge, credential: credential as never },
  });
  return sessionFromSignIn(signedIn, portal);
}
