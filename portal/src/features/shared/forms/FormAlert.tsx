import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';

/** A form-level failure (the server's message, e.g. "Username or Password Incorrect"), announced as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? <InlineAlert variant="error">{message}</InlineAlert> : null;
}
