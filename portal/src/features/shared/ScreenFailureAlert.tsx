import { InlineAlert } from '@portal/ui/InlineAlert/InlineAlert.tsx';
import { ScreenFailure } from './failures.ts';

/** Shown above a form's buttons after a failed submit; announced as it appears (role="alert"). */
export function ScreenFailureAlert({ failure }: { failure: Error | null | undefined }) {
  if (!failure) return null;
  const detail = failure instanceof ScreenFailure ? failure.detail : undefined;
  return detail ? (
    <InlineAlert variant="error" title={failure.message}>
      {detail}
    </InlineAlert>
  ) : (
    <InlineAlert variant="error">{failure.message}</InlineAlert>
  );
}
