// The software WebAuthn authenticator of contract:verify, for the server's tests.
export { type SoftAuthenticator, softAuthenticator } from '../../../openapi/verify/soft-authenticator.ts';
