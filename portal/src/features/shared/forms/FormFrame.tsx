import { type Space, Stack, type StackMaxWidth } from '@portal/ui';
import type { ReactNode } from 'react';
import { FailureAlert } from '../FailureAlert.tsx';
import { submitHandler } from './form.tsx';

/**
 * A form's <form> element with the last failed submit's alert on top: it submits through TanStack Form (no page
 * load), and the browser's own checks are off so the schema's messages show instead.
 */
export function FormFrame({
  form,
  gap,
  maxWidth,
  label,
  failure,
  children,
}: {
  form: { handleSubmit: () => Promise<void> };
  /** The space between its parts (the screen's form column). */
  gap: Space;
  maxWidth?: StackMaxWidth;
  /** The form's accessible name, where the page has more than one form or the heading does not name it. */
  label?: string;
  /** The last failed submit; a form that shows its failures elsewhere leaves it out. */
  failure?: Error | string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Stack
      as="form"
      gap={gap}
      maxWidth={maxWidth}
      onSubmit={submitHandler(form)}
      noValidate
      aria-label={label}
    >
      <FailureAlert failure={failure} />
      {children}
    </Stack>
  );
}
