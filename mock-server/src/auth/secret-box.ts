// Secrets the server must read back (an account's authenticator secret) are kept encrypted: AES-256-GCM with a key
// that is not in the database when the server is configured for production. The key is MFA_SECRET_KEY when set (so
// JWT_SECRET can be rotated without turning every authenticator off), else derived from the session-token secret
// with HKDF (JWT_SECRET, required in production; outside production the generated one of the data folder or of the
// database, which protects a copy of the table but not a copy of the whole database).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(keyMaterial: Uint8Array): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'property-portal', 'second-factor secrets', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('A sealed secret has three parts');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
