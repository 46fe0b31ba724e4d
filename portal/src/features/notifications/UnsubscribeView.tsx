// /unsubscribe?token=…: the page a notification mail's "Stop these emails" link opens. One button stops that kind of
// email for that person (mail programs' one-click unsubscribe posts the same link without this page).
import { notificationEventLabels } from '@portal/sdk/notifications';
import { Button, InlineAlert } from '@portal/ui';
import * as styles from '../shared/frame/publicScreen.css.ts';
import type { NotificationEvent } from './notificationText.ts';

export interface UnsubscribeViewProps {
  hasToken: boolean;
  /** The event turned off, once done. */
  done: NotificationEvent | null;
  onUnsubscribe: () => void;
  pending?: boolean;
  failure?: string | null;
}

export const missingLinkMessage = 'This unsubscribe link is not valid.';

export function UnsubscribeView({ hasToken, done, onUnsubscribe, pending, failure }: UnsubscribeViewProps) {
  return (
    <section className={styles.card} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className={styles.title}>
        Stop these emails
      </h1>
      {!hasToken ? (
        <InlineAlert variant="error">{missingLinkMessage}</InlineAlert>
      ) : done ? (
        <InlineAlert variant="success">
          You will no longer get emails for: {notificationEventLabels[done]}. You still see these
          notifications when you sign in, and you can turn the emails on again in your notification settings.
        </InlineAlert>
      ) : (
        <>
          <p>Stop the emails of the notification this link came with. You still see them when you sign in.</p>
          {failure ? <InlineAlert variant="error">{failure}</InlineAlert> : null}
          <Button onPress={onUnsubscribe} isPending={pending}>
            Stop these emails
          </Button>
        </>
      )}
    </section>
  );
}
