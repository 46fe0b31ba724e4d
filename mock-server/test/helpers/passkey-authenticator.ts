// A software WebAuthn authenticator for the server tests: an ES256 key pair per credential, answers in the JSON shapes
// @simplewebauthn/browser sends (attestation "none"), signed as a real authenticator signs them. The browser tests
// use Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticator {
  /** Answers creation options (passkeyRegistrationOptions) as navigator.credentials.create() would. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }): Record<string, unknown>;
  /** Answers request options (passkeySignInOptions) with its first credential (or the one named). */
  authenticate(
    options: { challenge: string; rpId?: string },
    credentialId?: string,
    flags?: { userVerified?: boolean },
  ): Record<string, unknown>;
  credentialIds(): string[];
}

export function softAuthenticator(origin: string): SoftAuthenticator {
  const rpId = new URL(origin).hostname;
  const credentials: Credential[] = [];
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
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
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]);
      const counter = Buffer.alloc(4);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? rpId),
        Buffer.from([0x01 | 0x04 | 0x40]),
        counter,
        Buffer.alloc(16),
        idLength,
        id,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
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
      const credential = credentialId
        ? credentials.find((c) => b64(c.id) === credentialId)
        : credentials[0];
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
