// The views a route shows when its loader fails: the load failure (the spec's toast once, the message in the page
// and a retry) and the not-found page of a record route. Loaded lazily through routeSupport.tsx, so route files
// never pull these ui components into the entry chunk.
import { Button, InlineAlert, PageHeader } from '@portal/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { homePathFor } from '../session/index.ts';
import { reasonOf, LoadFailure as TaggedLoadFailure } from './failures.ts';

/**
 * notFoundComponent of the record routes: an unknown id, or a record this user may not see (the server answers
 * 404 for another person's record), shown inside the area's frame with a way back to the user's dashboard.
 */
export function RecordNotFound() {
  const router = useRouter();
  const session = router.options.context.session.current();
  const home = session ? homePathFor(session.role, session.portalOption) : '/';
  return (
    <PageHeader
      title="Page Not Found"
      description="There is no such record, or it is not available to you."
      backLink={{ label: 'Back To Dashboard', href: home }}
    />
  );
}

/**
 * The message in the page with a retry, and the spec's toast once; `detail`, the spec's inline error for the screen
 * (e.g. "Error retrieving agent."), heads the alert above the server's reason.
 */
export function LoadFailure({
  error,
  reset,
  toastMessage,
  detail,
}: ErrorComponentProps & { toastMessage: string; detail?: string | undefined }) {
  const router = useRouter();
  const { toaster } = router.options.context;
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toaster.show(toastMessage, 'error');
  }, [toaster, toastMessage]);
  // The spec's message is the page's heading (a page needs its h1); the alert says why, with the retry.
  return (
    <>
      <PageHeader title={toastMessage} />
      <InlineAlert
        variant="error"
        title={detail}
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
        }
      >
        {reasonOf(error) ?? 'The server did not answer.'}
      </InlineAlert>
    </>
  );
}

/**
 * errorComponent of screens whose loader tags each list with the spec's load failure (failLoadWith: rental spec 8
 * "Could not load document types", "Could not load properties"): the load failure view with that message.
 */
export function LoadFailureNotice({ error, ...props }: ErrorComponentProps) {
  if (error instanceof TaggedLoadFailure) {
    return <LoadFailure {...props} error={error.cause} toastMessage={error.message} />;
  }
  return <LoadFailure {...props} error={error} toastMessage="Could not load the page." />;
}
