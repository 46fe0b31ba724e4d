import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog, confirmPresets } from './ConfirmDialog.tsx';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    ...confirmPresets.archive,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="secondary">Archive agent</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Archive: confirm runs the action and closes; focus returns to the trigger. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive agent' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog', { name: 'Archive' });
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Cancel (or Escape) closes without acting. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive agent' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await body().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Delete cannot be undone: a red confirm button. */
export const DeleteCannotBeUndone: Story = {
  args: {
    ...confirmPresets.delete,
    title: 'Delete document',
    message: 'Delete "2026 AGM minutes.pdf"? This cannot be undone.',
    trigger: <Button variant="danger">Delete</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete document' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Restore: Story = {
  args: {
    ...confirmPresets.restore,
    title: 'Restore owner',
    message: "Restoring Amrit Gill also restores the owner's properties and listings.",
    trigger: <Button variant="secondary">Restore</Button>,
  },
};

export const Resend: Story = {
  args: {
    ...confirmPresets.resend,
    message: 'Send the invitation for unit 1203 at The Metrotower II to meilin.chen@gmail.com again?',
    trigger: <Button variant="secondary">Resend invitation</Button>,
  },
};

export const Remove: Story = {
  args: {
    ...confirmPresets.remove,
    title: 'Remove property from owner',
    message: 'Remove 4567 Kingsway, Burnaby from Harjit Sandhu?',
    trigger: <Button variant="secondary">Remove</Button>,
  },
};

/** Opened by the screen (a table row's action); an async confirm shows progress, then closes. */
export const ControlledAsync: Story = {
  args: { trigger: undefined },
  render: function RowAction(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="link" onPress={() => setOpen(true)}>
          Archive 4700 Kingsway
        </Button>
        <ConfirmDialog
          {...args}
          isOpen={open}
          onOpenChange={setOpen}
          onConfirm={() => {
            args.onConfirm();
            return Promise.resolve();
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive 4700 Kingsway' }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** When the action fails the dialog stays open so the user can retry or cancel. */
export const FailedAction: Story = {
  args: {
    trigger: <Button variant="secondary">Archive agent</Button>,
    onConfirm: fn(() => Promise.reject(new Error('Something Went Wrong. Please try again Later.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive agent' }));
    const dialog = await body().findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};
