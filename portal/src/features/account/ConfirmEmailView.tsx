import { InlineAlert, Link } from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import * as styles from '../shared/frame/publicScreen.css.ts';
import { PendingButton } from '../shared/PendingButton.tsx';

export interface ConfirmEmailViewProps {
  /** False when the page was opened without the link's token. */
  hasToken: boolean;
  onConfirm: () => Promise<void>;
  failure?: Error | string | null | undefined;
  /** The server's confirmation ("Your email is now …") once done. */
  done?: string | null | undefined;
}

/** /account/email/confirm: confirm a new email from the link mailed to it. */
export function ConfirmEmailView({ hasToken, onConfirm, failure, done }: ConfirmEmailViewProps) {
  return (
    <section className={styles.card} aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title" className={styles.title}>
        Confirm Your New Email
      </h1>
      {!hasToken ? (
        <p className={styles.intro}>
          This page needs the link from the confirmation email. Ask for a new one on your account page.
        </p>
      ) : done ? (
        <>
          <InlineAlert variant="success">{done}</InlineAlert>
          <p className={styles.links}>
            <Link href="/login">Rental Management Login</Link>
            <Link href="/strataLogin">Strata Management Login</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.intro}>Your account's email changes to the address this link was sent to.</p>
          <FailureAlert failure={failure} />
          <PendingButton onPress={onConfirm}>Confirm Email</PendingButton>
        </>
      )}
    </section>
  );
}
