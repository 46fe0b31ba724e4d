// What route files share for params and loaders: numeric id params, and a 404 from a loader shown as the
// not-found page. Kept free of anything that renders: route files import it at the top, so it is in the entry chunk.
import { ApiError } from '@portal/sdk/client';
import { notFound } from '@tanstack/react-router';
import { failLoadWith } from './failures.ts';

/** `params.parse` of a route whose `$id` is a record id: anything but a positive whole number is not found. */
export function parseIdParam({ id }: { id: string }): { id: number } {
  const value = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(value) || value < 1) throw notFound();
  return { id: value };
}

export function stringifyIdParam({ id }: { id: number }): { id: string } {
  return { id: String(id) };
}

/** Loader helper: a 404 from the server (an unknown id, or another owner's record) shows the not-found page. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw notFound();
  throw error;
}

/**
 * catch of a record's load on a route whose errorComponent is LoadFailureNotice: a 404 shows the not-found page,
 * any other failure toasts strata spec 8's `message` for that record.
 */
export function notFoundOrFailWith(message: string) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.status === 404) notFoundOn404(error);
    return failLoadWith(message)(error);
  };
}
