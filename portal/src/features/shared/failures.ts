// The portal's one error module, without any rendering (loaders import it, so it stays light): what a failed call
// means for the screen. A failed action: the spec's message (word for word) and, under it, the server's own reason
// when it gave one (the server checks every rule again and says which one failed). The views that show failures
// are FailureAlert.tsx (in a form) and routeFailures.tsx (a route whose loader failed).
import { ApiError } from '@portal/sdk/client';

/** Spec 8's message for a failure with nothing more specific (the rental screens capitalise "Went"). */
export const genericFailure = {
  rental: 'Something Went Wrong. Please try again Later.',
  strata: 'Something went Wrong. Please try again Later.',
} as const;

export class ScreenFailure extends Error {
  /** The server's message, when it adds something to the spec's. */
  readonly detail: string | undefined;

  /** `serverWords`: the message is the server's own for a refusal it explained (messageOf), the spec's otherwise. */
  constructor(message: string, cause?: unknown, { serverWords = false }: { serverWords?: boolean } = {}) {
    super(serverWords ? messageOf(cause, message) : message);
    this.name = 'ScreenFailure';
    const reason = reasonOf(cause);
    this.detail = reason && reason !== this.message ? reason : undefined;
  }
}

/** A call refused because the token is missing or no longer accepted. */
export function isExpiredSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What the server said about a failed call, or undefined for a network failure or a bare status. */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError)
    return /^Request failed with status/.test(error.message) ? undefined : error.message;
  return undefined;
}

/** A list a screen needs could not load; `message` is the spec's toast for it ("Could not load document types"). */
export class LoadFailure extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'LoadFailure';
  }
}

/** Tags a failed load with the spec's message for it, keeping the cause. */
export function failLoadWith(message: string) {
  return (error: unknown): never => {
    throw new LoadFailure(message, error);
  };
}

/**
 * The message to show for a refused call: the server's own words for a 4xx it explains (409 duplicates, 400
 * field errors), else the spec's fixed message for the action.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
