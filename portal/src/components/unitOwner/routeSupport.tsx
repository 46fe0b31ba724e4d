// Load failures of the unit owner routes: the message in the page with a retry, and the spec's toast once
// (strata spec 8: "Could Not Load Strata Unit.", "Could Not Load Properties.").
import { Button } from '@portal/ui/Button/Button.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

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
