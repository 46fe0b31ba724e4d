import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { InlineAlert, type InlineAlertProps, inlineAlertVariants } from './InlineAlert.tsx';

const meta = preview.meta({
  title: 'Feedback/InlineAlert',
  component: InlineAlert,
  args: {
    variant: 'info',
    children:
      'The form must be received no later than the 20th of the month before the month the debit starts.',
  } satisfies Partial<InlineAlertProps>,
  argTypes: { variant: radioControl(inlineAlertVariants) },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/20th of the month/);
  },
});

export const ErrorMessage = meta.story({
  args: { variant: 'error', children: "One or more fields don't match the authorization requirements." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "One or more fields don't match the authorization requirements.",
    );
  },
});

/** A failed sign-in shows the error where the user is looking. */
export const AppearsOnFailure = meta.story({
  render: function SignInFailure() {
    const [failed, setFailed] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
        <Button onPress={() => setFailed(true)}>Sign in</Button>
        {failed ? <InlineAlert variant="error">Username or Password Incorrect</InlineAlert> : null}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Username or Password Incorrect');
  },
});

export const Success = meta.story({
  args: {
    variant: 'success',
    title: 'Invitation sent',
    children: 'meilin.chen@gmail.com can now authorize unit 1203.',
  },
});

export const Warning = meta.story({
  args: {
    variant: 'warning',
    title: 'No pre-authorized debit on file',
    children: 'Set up a PAD before adding a monthly payment.',
    actions: <Button size="small">Add PAD</Button>,
  },
});

export const LongText = meta.story({
  args: {
    variant: 'error',
    title: 'Sign in credentials not valid for residential login.',
    children:
      'Sign in credentials not valid for residential login. Perhaps you meant to use strata login. Strata plan numbers such as EPS5678 or BCS1234 sign in on the strata login page.',
  },
});
