// Load failures of the unit owner routes: the message in the page with a retry, and the spec's toast once
// (strata spec 8: "Could Not Load Strata Unit.", "Could Not Load Properties.").
import { ApiError } from '@portal/sdk/client';
import { Button } from '@portal/ui/Button/Button.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { type ErrorComponentProps, notFound, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** `params.parse` of a `$id`: anything but a positive whole number is not found. */
export function parseIdParam({ id }: { id: string }): { id: number } {
  const value = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(value) || value < 1) throw notFound();
  return { id: value };
}

export function stringifyIdParam({ id }: { id: number }): { id: string } {
  return { id: String(id) };
}

/** Loader helper: a 404 (an unknown unit, or one the user is not linked to) shows the not-found page. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw notFound();
  throw error;
}

function LoadFailure({ error, reset, toastMessage }: ErrorComponentProps & { toastMessage: string }) {
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

export function StrataUnitLoadFailure(props: ErrorComponentProps) {
  return <LoadFailure {...props} toastMessage="Could Not Load Strata Unit." />;
}

export function StrataPropertiesLoadFailure(props: ErrorComponentProps) {
  return <LoadFailure {...props} toastMessage="Could Not Load Properties." />;
}
