// The steps of a sign-in on a login page: the password, then (for an account with a second factor) a code, a
// recovery code or a passkey; or a passkey alone. Plain React state, so the prerendered login pages (no router, no
// TanStack Query) and the app's login routes share it.
import type { PortalClient } from '@portal/sdk/client';
import type { Portal } from '@portal/sdk/roles';
import { useState } from 'react';
import type { SecondStepFormProps } from './SecondStepForm.tsx';
import type { Session } from './session.ts';
import { type Credentials, type MfaMethod, signInSteps } from './signIn.ts';

/** Where an enrolment token waits for the enrolment page (this tab only). */
export const enrolmentStorageKey = 'portal.mfaEnrolment';

export interface PendingEnrolment {
  enrolmentToken: string;
  expiresAt: string;
  portal: Portal;
}

export interface SignInStepsOptions {
  api: PortalClient;
  portal: Portal;
  onSignedIn: (session: Session) => Promise<void>;
  /** The account must set up a second factor first: the enrolment page is opened (its token is in this tab). */
  onEnrolment: () => Promise<void>;
  /** On a prerendered page: the token getter the generated calls use (the app has set them up otherwise). */
  pageToken?: () => string | null | undefined;
}

export function useSignInSteps({ api, portal, onSignedIn, onEnrolment, pageToken }: SignInStepsOptions) {
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<{ challenge: string; methods: MfaMethod[] } | null>(null);

  const calls = async () => {
    const module = await import('./secondStep.ts');
    if (pageToken) module.pointCallsAtApi(pageToken);
    return module;
  };
  const attempt = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
      throw failure;
    }
  };

  const submitPassword = (credentials: Credentials) =>
    attempt(async () => {
      const outcome = await signInSteps(api, credentials, portal);
      if (outcome.kind === 'signedIn') return onSignedIn(outcome.session);
      if (outcome.kind === 'secondStep') {
        setStep({ challenge: outcome.challenge, methods: outcome.methods });
        return;
      }
      const pending: PendingEnrolment = {
        enrolmentToken: outcome.enrolmentToken,
        expiresAt: outcome.expiresAt,
        portal,
      };
      sessionStorage.setItem(enrolmentStorageKey, JSON.stringify(pending));
      return onEnrolment();
    });

  const secondStep: Omit<SecondStepFormProps, 'error'> | null = step
    ? {
        methods: step.methods,
        onCode: (code) =>
          attempt(async () =>
            onSignedIn(await (await calls()).completeSecondStep(step.challenge, { code }, portal)),
          ),
        onRecoveryCode: (recoveryCode) =>
          attempt(async () =>
            onSignedIn(await (await calls()).completeSecondStep(step.challenge, { recoveryCode }, portal)),
          ),
        onPasskey: () =>
          attempt(async () => onSignedIn(await (await calls()).signInWithPasskey(portal, step.challenge))),
        onStartAgain: () => {
          setStep(null);
          setError(null);
        },
      }
    : null;

  const signInWithPasskey = () =>
    attempt(async () => onSignedIn(await (await calls()).signInWithPasskey(portal)));

  return { error, submitPassword, secondStep, signInWithPasskey };
}

/** The enrolment waiting in this tab, if any. */
export function pendingEnrolment(): PendingEnrolment | null {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(enrolmentStorageKey) ?? 'null',
    ) as PendingEnrolment | null;
    return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : null;
  } catch {
    return null;
  }
}
