import * as styles from './FormAlert.css.ts';

/**
 * A form-level failure (the server's message, e.g. "Username or Password Incorrect"). Always in the page, so the
 * alert role announces the text when it appears.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    <div role="alert" className={message ? styles.alert : undefined}>
      {message ?? null}
    </div>
  );
}
