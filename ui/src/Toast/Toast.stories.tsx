import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { expectClosed, page } from '../stories/overlayPlay.ts';
import { ToastRegion } from './Toast.tsx';
import { showToast, type ToastContent } from './toastQueue.ts';

interface ToastTriggerProps {
  label: string;
  variant?: ButtonVariant;
  /** What pressing the button shows, on the story's queue. */
  show: (queue: ToastQueue<ToastContent>) => void;
}

/** A button that shows toasts, and the region they appear in; each story gets its own queue so toasts never leak from one story into the next. */
function ToastTrigger({ label, variant, show }: ToastTriggerProps) {
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts: 4 }));
  return (
    <div style={{ padding: 16 }}>
      <Button variant={variant} onPress={() => show(queue)}>
        {label}
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A save succeeds: the success toast appears bottom right and is announced. */
export const Default: Story = {
  render: () => (
    <ToastTrigger label="Save owner" show={(queue) => showToast('owner Saved', 'success', {}, queue)} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save owner' }));
    const region = await page().findByRole('region', { name: '1 notification.' });
    const toast = await within(region).findByRole('alertdialog', { name: 'owner Saved' });
    await expect(toast).toBeVisible();
    // Closing it with its button removes it.
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await expectClosed('alertdialog');
  },
};

export const ErrorToast: Story = {
  render: () => (
    <ToastTrigger
      label="Load owners"
      variant="danger"
      show={(queue) => showToast('Could Not Load Owners.', 'error', {}, queue)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load owners' }));
    await expect(await page().findByRole('alertdialog', { name: 'Could Not Load Owners.' })).toBeVisible();
  },
};

/** Several at once stack upwards; the newest is nearest the corner. */
export const Stacked: Story = {
  render: () => (
    <ToastTrigger
      label="Upload"
      show={(queue) => {
        showToast('Document Uploaded Successfully', 'success', {}, queue);
        showToast('Listing Saved', 'success', {}, queue);
        showToast(
          'Error submitting form. The file 2026-strata-minutes.pdf is larger than the server accepts.',
          'error',
          { title: 'Upload Error' },
          queue,
        );
      }}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(page().getAllByRole('alertdialog')).toHaveLength(3));
  },
};

/** Toasts time out (5 s for success); here 50 ms to show it without waiting. */
export const TimesOut: Story = {
  render: () => (
    <ToastTrigger
      label="Save property"
      show={(queue) => showToast('property Saved', 'success', { timeout: 50 }, queue)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save property' }));
    await page().findByRole('alertdialog', { name: 'property Saved' });
    await expectClosed('alertdialog');
  },
};
