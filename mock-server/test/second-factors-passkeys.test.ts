// Passkeys on PGlite and PostgreSQL, with a software authenticator: registration, sign-in alone and as the second
// step, removal, and the audit trail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInMessages } from '../src/auth/roles.ts';
import { ownerProfiles } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { mfaMessages } from '../src/services/second-factors.ts';
import { softAuthenticator } from './helpers/passkey-authenticator.ts';
import { publicUrl, secondFactorAppOptions, secondFactorCalls } from './helpers/second-factors.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp(secondFactorAppOptions);
const { db, post, call, sessionOf, challengeOf, lastEvents } = secondFactorCalls(t);

describe('passkeys', () => {
  it('registers a passkey and signs in with it alone and as the second step', async () => {
    const authenticator = softAuthenticator(publicUrl);
    const token = await sessionOf('strataadmin', 'strata');
    const options = await call('POST', '/api/account/passkeys/options', token);
    expect(options.statusCode, options.body).toBe(200);
    const creation = options.json();
    expect(creation.rp).toEqual({ id: 'portal.test', name: expect.any(String) });
    const added = await call('POST', '/api/account/passkeys', token, {
      name: 'Test key',
      credential: authenticator.register(creation),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Test key', lastUsedAt: null });
    // The same options do not register twice.
    const replayed = await call('POST', '/api/account/passkeys', token, {
      credential: authenticator.register(creation),
    });
    expect(replayed.statusCode).toBe(400);
    expect((await call('GET', '/api/account/passkeys', token)).json()).toHaveLength(1);

    // Alone: a discoverable credential, no user name.
    const alone = await post('/api/auth/passkey/options', { portal: 'strata' });
    expect(alone.statusCode, alone.body).toBe(200);
    const { challenge, options: request } = alone.json();
    expect(request.userVerification).toBe('required');
    const signedIn = await post('/api/auth/passkey', {
      challenge,
      credential: authenticator.authenticate(request),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.userName).toBe('strataadmin');
    // The challenge is used.
    const again = await post('/api/auth/passkey', {
      challenge,
      credential: authenticator.authenticate(request),
    });
    expect(again.statusCode).toBe(401);
    // Without user verification, alone is refused.
    const noUv = await post('/api/auth/passkey/options', { portal: 'strata' });
    const refused = await post('/api/auth/passkey', {
      challenge: noUv.json().challenge,
      credential: authenticator.authenticate(noUv.json().options, undefined, { userVerified: false }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(mfaMessages.passkeyRefused);

    // As the second step: the password answers a challenge whose methods include the passkey.
    const step = await challengeOf('strataadmin', 'strata');
    expect(step.methods).toEqual(['passkey']);
    const second = await post('/api/auth/passkey/options', { portal: 'strata', challenge: step.challenge });
    expect(second.json().options.allowCredentials).toHaveLength(1);
    const done = await post('/api/auth/passkey', {
      challenge: step.challenge,
      credential: authenticator.authenticate(second.json().options),
    });
    expect(done.statusCode, done.body).toBe(200);
    const [event] = await lastEvents('passkeySignIn');
    expect(event).toMatchObject({ kind: 'signIn', side: 'strata', details: { method: 'passkey' } });
    const [addedEvent] = await lastEvents('addPasskey');
    expect(addedEvent).toMatchObject({
      kind: 'write',
      targetType: 'user',
      targetId: t.seed.users.strataadmin,
    });

    // Removing needs the password; an unknown id answers 404.
    const [key] = (await call('GET', '/api/account/passkeys', done.json().token)).json() as { id: number }[];
    expect(
      (await call('DELETE', '/api/account/passkeys/999999', done.json().token, { password: demoPassword }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('DELETE', `/api/account/passkeys/${key?.id}`, done.json().token, {
          password: demoPassword,
        })
      ).statusCode,
    ).toBe(204);
  });

  it("signs an owner in with a passkey alone as the password would: greeted by the profile's name, refused while it is archived", async () => {
    const authenticator = softAuthenticator(publicUrl);
    const token = await sessionOf('owner2');
    const creation = (await call('POST', '/api/account/passkeys/options', token)).json();
    const added = await call('POST', '/api/account/passkeys', token, {
      name: 'Phone',
      credential: authenticator.register(creation),
    });
    expect(added.statusCode, added.body).toBe(201);
    const alone = async () => {
      const { challenge, options } = (
        await post('/api/auth/passkey/options', { portal: 'residential' })
      ).json();
      return post('/api/auth/passkey', { challenge, credential: authenticator.authenticate(options) });
    };
    const profile = eq(ownerProfiles.userId, t.seed.users.owner2);
    const [{ name } = { name: '' }] = await db()
      .select({ name: ownerProfiles.name })
      .from(ownerProfiles)
      .where(profile);
    expect(name).not.toBe('owner2');
    const signedIn = await alone();
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ userName: 'owner2', name, role: 'Owner' });
    await db().update(ownerProfiles).set({ archived: true }).where(profile);
    try {
      const refused = await alone();
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(signInMessages.incorrect);
      const [event] = await lastEvents('passkeySignIn');
      expect(event).toMatchObject({ kind: 'signInFailed', details: { reason: 'owner profile archived' } });
    } finally {
      await db().update(ownerProfiles).set({ archived: false }).where(profile);
    }
  });
});
