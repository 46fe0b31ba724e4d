import { ApiError } from '@portal/sdk/client';

/** A call refused because the token is missing or no longer accepted. */
export function isExpiredSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
