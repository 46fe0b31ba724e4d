import { Button } from '@portal/ui';
import { type ReactNode, useState } from 'react';

/** A full-width button of a page's one action, pending while the action runs (it may reject: the page shows why). */
export function PendingButton({
  onPress,
  children,
}: {
  onPress: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      fullWidth
      isPending={pending}
      onPress={async () => {
        setPending(true);
        try {
          await onPress();
        } finally {
          setPending(false);
        }
      }}
    >
      {children}
    </Button>
  );
}
