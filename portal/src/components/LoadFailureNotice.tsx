// errorComponent of screens whose loader tags each list with the spec's load failure (rental spec 8: "Could not load
// document types", "Could not load properties", "Could not load owners"): the toast once, the message in the page
// and a retry.
import { Button } from '@portal/ui/Button/Button.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { LoadFailure, reasonOf } from './failures.ts';

export function LoadFailureNotice({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { toaster } = router.options.context;
  const message = error instanceof LoadFailure ? error.message : 'Could not load the page.';
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toaster.show(message, 'error');
  }, [toaster, message]);
  const cause = error instanceof LoadFailure ? error.cause : error;
  // The spec's message is the page's heading (a page needs its h1); the alert says why, with the retry.
  return (
    <>
      <PageHeader title={message} />
      <InlineAlert
        variant="error"
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
        {reasonOf(cause) ?? 'The server did not answer.'}
      </InlineAlert>
    </>
  );
}
