// A software WebAuthn authenticator: an ES256 key pair per credential, answers in the JSON shapes
// @simplewebauthn/browser sends (attestation "none"), signed as a real authenticator signs them. The kit registers
// and uses passkeys with it; the server's tests too. Browsers' tests use Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The CBOR (RFC 8949) of the few shapes an attestation holds: maps, byte and text strings, small integers. */
function cbor(value: unknown): Uint8Array {
  const head = (major: number, n: number): Uint8Array =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    const parts: Uint8Array[] = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticator {
  /** Answers creation options (passkeyRegistrationOptions) as navigator.credentials.create() would. */
  register(options: {
    challenge: string;
    rp: { id?: string };
    user: { id: string };
  }): Record<string, unknown>;
  /** Answers request options (passkeySignInOptions) with its first credential (or the one named). */
  authenticate(
    options: { challenge: string; rpId?: string },
    credentialId?: string,
    flags?: { userVerified?: boolean },
  ): Record<string, unknown>;
  credentialIds(): string[];
}

/** An authenticator in a browser at `origin` (the server's PUBLIC_URL). */
export function softAuthenticator(origin: string): SoftAuthenticator {
  const rpId = new URL(origin).hostname;
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: new URL(origin).origin, crossOrigin: false }));
  return {
    register(options) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = randomBytes(16);
      credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? rpId),
        Buffer.from([0x01 | 0x04 | 0x40]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        id,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    authenticate(options, credentialId, flags = {}) {
      const credential = credentialId ? credentials.find((c) => b64(c.id) === credentialId) : credentials[0];
      if (!credential) throw new Error('No such credential');
      credential.counter += 1;
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([
        sha256(options.rpId ?? rpId),
        Buffer.from([0x01 | (flags.userVerified === false ? 0 : 0x04)]),
        counter,
      ]);
      const data = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    credentialIds: () => credentials.map((c) => b64(c.id)),
  };
}
