import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenFailure } from '../shared/failures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { OwnerPasswordView, type OwnerPasswordViewProps } from './OwnerPasswordView.tsx';

const meta = preview.meta({
  title: 'Screens/admin/Change Owner Password',
  component: OwnerPasswordView,
  args: {
    ownerName: 'Margaret Chen',
    userName: 'owner',
    email: 'margaret.chen@example.ca',
    ownerHref: '/admin/owner/7',
    onSubmit: fn(async () => undefined),
    failure: null,
  } satisfies Partial<OwnerPasswordViewProps>,
});

// A password input has no ARIA role: found by its label.
const field = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

/** A new password that meets every rule, confirmed. */
export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Margaret Chen · username owner · margaret.chen@example.ca')).toBeVisible();
    await userEvent.type(field(canvas, 'New Password'), 'Lighthouse#7');
    await userEvent.type(field(canvas, 'Confirm Password'), 'Lighthouse#7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Lighthouse#7');
  },
});

/** A weak password and a confirmation that differs: the rules and "passwords must match". */
export const RulesNotMet = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'New Password'), 'lighthouse');
    await userEvent.type(field(canvas, 'Confirm Password'), 'lighthouse7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('passwords must match')).toBeVisible();
    await expect(field(canvas, 'New Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The server's message when it refused the password (rental spec 8). */
export const ServerRefused = meta.story({
  args: {
    failure: new ScreenFailure('Cannot leave email blank and password must follow the rules provided'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Cannot leave email blank and password must follow the rules provided',
    );
  },
});
