// Authenticator codes for the specs: a key's code computed with otpauth, and a person's codes turned on through the API
// with their own session, for the specs that need an account with two-step sign-in.
import { type APIRequestContext, expect, request } from '@playwright/test';
import { confirmTotpEnrolment, signIn, startTotpEnrolment } from '@portal/sdk/operations';
import * as OTPAuth from 'otpauth';
import { sdkOf } from './sdk.ts';

/** The code an authenticator app shows for `secret` (base32) now, or `offsetSteps` 30-second steps from now. */
export const codeOf = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

export async function turnOnCodes(
  api: APIRequestContext,
  baseURL: string | undefined,
  account: { username: string; password: string; portal: 'residential' | 'strata' },
) {
  const { data: answer } = await signIn({
    client: sdkOf(api),
    body: { username: account.username, password: account.password, portal: account.portal },
    throwOnError: true,
  });
  if (!('token' in answer)) throw new Error(`${account.username} was asked for a second step`);
  const session = await request.newContext({
    baseURL: `${baseURL}/api/`,
    extraHTTPHeaders: { Authorization: `Bearer ${answer.token}` },
  });
  try {
    const client = sdkOf(session);
    const { data: enrolment } = await startTotpEnrolment({ client, throwOnError: true });
    const { data: codes } = await confirmTotpEnrolment({
      client,
      body: { code: codeOf(enrolment.secret) },
      throwOnError: true,
    });
    expect(codes.recoveryCodes).toHaveLength(10);
  } finally {
    await session.dispose();
  }
}
