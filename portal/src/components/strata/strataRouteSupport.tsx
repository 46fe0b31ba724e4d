// What the strata administrator routes share: the load failure shown in the page with the spec's toast (strata
// spec 8: "Could Not Load Agents.", "Could not load property." …) and the server's message of a failed call.
import { ApiError } from '@portal/sdk/client';
import { Button } from '@portal/ui/Button/Button.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The message in the page with a retry, and the spec's toast once. */
function StrataLoadFailure({ error, reset, toastMessage }: ErrorComponentProps & { toastMessage: string }) {
  const router = useRouter();
  const { toaster } = router.options.context;
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toaster.show(toastMessage, 'error');
  }, [toaster, toastMessage]);
  return (
    <InlineAlert
      variant="error"
      title={toastMessage}
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
      {error instanceof Error ? error.message : 'The server did not answer.'}
    </InlineAlert>
  );
}

/** errorComponent of the agent list and archive routes. */
export function AgentsLoadFailure(props: ErrorComponentProps) {
  return <StrataLoadFailure {...props} toastMessage="Could Not Load Agents." />;
}

/** errorComponent of the agent edit route. */
export function AgentLoadFailure(props: ErrorComponentProps) {
  return <StrataLoadFailure {...props} toastMessage="Could not load agent." />;
}

/** errorComponent of the property list routes (dashboard, archived properties). */
export function StrataPropertiesLoadFailure(props: ErrorComponentProps) {
  return <StrataLoadFailure {...props} toastMessage="Could Not Load Properties." />;
}

/** errorComponent of the routes that load one building. */
export function StrataPropertyLoadFailure(props: ErrorComponentProps) {
  return <StrataLoadFailure {...props} toastMessage="Could not load property." />;
}

/** errorComponent of the user (login) routes. */
export function UsersLoadFailure(props: ErrorComponentProps) {
  return <StrataLoadFailure {...props} toastMessage="Could Not Load Users." />;
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
