import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save property', onPress: fn() },
  argTypes: {
    variant: radioControl(buttonVariants),
    size: radioControl(buttonSizes),
  },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save property' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const Keyboard = meta.story({
  args: { children: 'Add unit' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add unit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
});

export const Variants = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Save
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Delete document
      </Button>
      <Button {...args} variant="link">
        View lease
      </Button>
    </div>
  ),
});

export const Sizes = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Invite owner (${size})`}
        </Button>
      ))}
    </div>
  ),
});

export const Disabled = meta.story({
  args: { isDisabled: true, children: 'Submit request' },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit request' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** A press starts work; the button shows a spinner and ignores further presses until it ends. */
export const Pending = meta.story({
  args: { children: 'Upload lease' },
  render: function PendingButton(args) {
    const [pending, setPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={pending}
        onPress={(event) => {
          args.onPress?.(event);
          setPending(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const upload = canvas.getByRole('button', { name: 'Upload lease' });
    await userEvent.click(upload);
    await expect(upload).toHaveAttribute('data-pending', 'true');
    await userEvent.click(upload);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const LongText = meta.story({
  args: {
    fullWidth: true,
    children: 'Send the information sheet for 1203-4567 Kingsway, Burnaby, BC V5H 2B3',
  },
});
