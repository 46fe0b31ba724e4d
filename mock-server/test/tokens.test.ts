import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, sessionHours } from '../src/auth/tokens.ts';

const claims = {
  userId: 7,
  role: 'admin',
  roleName: 'Administrator',
  userName: 'admin',
  portal: 'residential',
  sessionId: 'pQ3v8tYc0nW2kR6sLx9aHg',
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('refuses a token verified before once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T08:00:00Z'));
    const tokens = createTokenService(new Uint8Array(32).fill(7));
    const { token, expiresAt } = await tokens.sign(claims);
    expect(expiresAt.getTime()).toBe(Date.parse('2026-11-29T08:00:00Z') + sessionHours * 3600_000);
    // The second time from the verification kept.
    for (let i = 0; i < 2; i++) {
      expect(await tokens.verify(token)).toMatchObject({
        userId: 7,
        portal: 'residential',
        expiresAt: +expiresAt,
        sessionId: 'pQ3v8tYc0nW2kR6sLx9aHg',
      });
    }
    vi.setSystemTime(expiresAt.getTime() - 1000);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    vi.setSystemTime(expiresAt.getTime() + 1000);
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses a kept token with one character changed, and a token of another secret', async () => {
    const tokens = createTokenService(new Uint8Array(32).fill(7));
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // The signature's first character: all six of its bits are signature bits (the last one's low bits are padding
    // that a decoder drops, so changing it may change nothing).
    const changed = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(changed)).toBe('invalid');
    const other = createTokenService(new Uint8Array(32).fill(8));
    expect(await other.verify(token)).toBe('invalid');
    // The one refused did not displace the one kept.
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
  });
});
