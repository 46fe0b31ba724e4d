import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { expectClosed, openOverlay, page } from '../stories/overlayPlay.ts';
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

/** Archive: confirm runs the action and closes; focus returns to the trigger. */
export const Default: Story = {
  play: async (context) => {
    const dialog = await openOverlay(context, 'Archive agent', 'alertdialog', 'Archive');
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed('alertdialog');
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Archive agent' })).toHaveFocus());
  },
};

/** Cancel (or Escape) closes without acting. */
export const Cancel: Story = {
  play: async (context) => {
    const { args, userEvent } = context;
    const dialog = await openOverlay(context, 'Archive agent', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed('alertdialog');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await openOverlay(context, 'Archive agent', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectClosed('alertdialog');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Text a screen gives a preset: its own title (or the preset's) and message, and the trigger's label. */
interface PresetUse {
  title?: string;
  message: string;
  trigger: string;
  triggerVariant?: 'secondary' | 'danger';
}

/** A preset as a screen uses it: opened from its trigger, named by its title, confirmed with the preset's word. */
function presetStory(preset: (typeof confirmPresets)[keyof typeof confirmPresets], use: PresetUse): Story {
  const { trigger, triggerVariant = 'secondary', ...text } = use;
  return {
    args: { ...preset, ...text, trigger: <Button variant={triggerVariant}>{trigger}</Button> },
    play: async (context) => {
      const dialog = await openOverlay(context, trigger, 'alertdialog', text.title ?? preset.title);
      await expect(within(dialog).getByRole('button', { name: preset.confirmLabel })).toBeVisible();
    },
  };
}

/** Delete cannot be undone: a red confirm button. */
export const DeleteCannotBeUndone: Story = presetStory(confirmPresets.delete, {
  title: 'Delete document',
  message: 'Delete "2026 AGM minutes.pdf"? This cannot be undone.',
  trigger: 'Delete',
  triggerVariant: 'danger',
});

export const Restore: Story = presetStory(confirmPresets.restore, {
  title: 'Restore owner',
  message: "Restoring Amrit Gill also restores the owner's properties and listings.",
  trigger: 'Restore',
});

export const Resend: Story = presetStory(confirmPresets.resend, {
  message: 'Send the invitation for unit 1203 at The Metrotower II to meilin.chen@gmail.com again?',
  trigger: 'Resend invitation',
});

export const Remove: Story = presetStory(confirmPresets.remove, {
  title: 'Remove property from owner',
  message: 'Remove 4567 Kingsway, Burnaby from Harjit Sandhu?',
  trigger: 'Remove',
});

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
  play: async (context) => {
    const dialog = await openOverlay(context, 'Archive 4700 Kingsway', 'alertdialog');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expectClosed('alertdialog');
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** When the action fails the dialog stays open so the user can retry or cancel. */
export const FailedAction: Story = {
  args: {
    trigger: <Button variant="secondary">Archive agent</Button>,
    onConfirm: fn(() => Promise.reject(new Error('Something Went Wrong. Please try again Later.'))),
  },
  play: async (context) => {
    const dialog = await openOverlay(context, 'Archive agent', 'alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Archive' });
    await context.userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-pending'));
    await expect(page().getByRole('alertdialog')).toBeVisible();
  },
};
