// The session feature's public face: what other features may use. Routes import its containers and api.ts directly.

export { endSession, sessionEndedMessage } from './endSession.ts';
export { IdleWarning } from './IdleWarning.tsx';
export { homePathFor, logoutPathFor } from './roles.ts';
export type { Session } from './session.ts';
export { signIn } from './signIn.ts';
export { useSession } from './useSession.ts';
