// Failures of the administrator screens, without any rendering (loaders import this, so it stays light).
// A failed action: the spec's message (rental spec 8, word for word) and, under it, the
// server's own reason when it gave one (the server checks every rule again and says which one failed).
import { ApiError } from '@portal/sdk/client';

export class ScreenFailure extends Error {
  /** The server's message, when it adds something to the spec's. */
  readonly detail: string | undefined;

  constructor(message: string, cause?: unknown) {
    super(message);
    this.name = 'ScreenFailure';
    const reason = reasonOf(cause);
    this.detail = reason && reason !== message ? reason : undefined;
  }
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
