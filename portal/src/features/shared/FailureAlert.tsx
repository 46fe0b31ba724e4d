import { InlineAlert } from '@portal/ui';
import { ScreenFailure } from './failures.ts';

/**
 * A failed submit, shown in the form and announced as it appears (role="alert"): a message (the server's, e.g.
 * "Username or Password Incorrect"), or a failure whose server reason, when it adds something, goes under the
 * spec's message.
 */
export function FailureAlert({ failure }: { failure: Error | string | null | undefined }) {
  if (!failure) return null;
  if (typeof failure === 'string') return <InlineAlert variant="error">{failure}</InlineAlert>;
  const detail = failure instanceof ScreenFailure ? failure.detail : undefined;
  return detail ? (
    <InlineAlert variant="error" title={failure.message}>
      {detail}
    </InlineAlert>
  ) : (
    <InlineAlert variant="error">{failure.message}</InlineAlert>
  );
}
