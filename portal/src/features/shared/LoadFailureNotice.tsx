// errorComponent of screens whose loader tags each list with the spec's load failure (rental spec 8: "Could not load
// document types", "Could not load properties", "Could not load owners"): the route failure view with that message.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailure } from './failures.ts';
import { LoadFailure as LoadFailureView } from './routeFailures.tsx';

export function LoadFailureNotice({ error, ...props }: ErrorComponentProps) {
  if (error instanceof LoadFailure) {
    return <LoadFailureView {...props} error={error.cause} toastMessage={error.message} />;
  }
  return <LoadFailureView {...props} error={error} toastMessage="Could not load the page." />;
}
