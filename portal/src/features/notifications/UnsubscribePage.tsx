import { useState } from 'react';
import { useUnsubscribe } from './api.ts';
import type { NotificationEvent } from './notificationText.ts';
import { UnsubscribeView } from './UnsubscribeView.tsx';

/** /unsubscribe?token=…: posts the mail's token once the person presses the button. */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState<NotificationEvent | null>(null);
  return (
    <UnsubscribeView
      hasToken={token !== undefined}
      done={done}
      pending={unsubscribe.pending}
      failure={unsubscribe.failure?.message ?? null}
      onUnsubscribe={async () => {
        if (token === undefined) return;
        const answer = await unsubscribe.submit({ query: { token } });
        if (answer) setDone(answer.event);
      }}
    />
  );
}
