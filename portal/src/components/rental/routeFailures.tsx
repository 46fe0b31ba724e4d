// The rental routes' notFoundComponent and errorComponent (rental spec 8 load failures: "Could Not Load
// Properties.", "Could not load properties", "Could not load owners"). Split into the area chunk with the routes'
// components.
import { Button } from '@portal/ui/Button/Button.tsx';
import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * notFoundComponent of the rental record routes: an unknown id, or a record this user may not see (the server
 * answers 404 for another owner's property), shown inside the area's frame.
 */
export function RecordNotFound() {
  const router = useRouter();
  const home =
    router.options.context.session.current()?.role === 'owner' ? '/owner/dashboard' : '/admin/dashboard';
  return (
    <PageHeader
      title="Page Not Found"
      description="There is no such record, or it is not available to you."
      backLink={{ label: 'Back To Dashboard', href: home }}
    />
  );
}

/** The message in the page with a retry, and the spec's toast once. */
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

/** errorComponent of the administrator's property and listing routes. */
export function PropertiesLoadFailure(props: ErrorComponentProps) {
  return <LoadFailure {...props} toastMessage="Could Not Load Properties." />;
}

/** errorComponent of the routes that load an owner first. */
export function OwnersLoadFailure(props: ErrorComponentProps) {
  return <LoadFailure {...props} toastMessage="Could not load owners" />;
}

/** errorComponent of the owner area's property route. */
export function OwnerPropertiesLoadFailure(props: ErrorComponentProps) {
  return <LoadFailure {...props} toastMessage="Could not load properties" />;
}
