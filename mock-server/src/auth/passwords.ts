import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm; its const enum cannot be imported under isolatedModules) with OWASP's
// baseline cost (19 MiB, 2 passes): about 20 ms per hash on one core.
const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

let dummyHash: Promise<string> | null = null;

/** Verifies a password; with no stored hash it still spends the time of a check, so timing reveals no usernames. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-1!A');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
