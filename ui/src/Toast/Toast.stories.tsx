import { useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell.tsx';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { expectClosed, page } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
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

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: ToastRegion,
  parameters: { layout: 'fullscreen' },
});

/** A save succeeds: the success toast appears bottom right and is announced. */
export const Default = meta.story({
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
});

export const ErrorToast = meta.story({
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
});

/** Several at once stack upwards; the newest is nearest the corner. */
export const Stacked = meta.story({
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
});

/** Toasts time out (5 s for success); here 50 ms to show it without waiting. */
export const TimesOut = meta.story({
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
});

/** A page taller than the window, its buttons at the very end, right-aligned as a form's are, under the toasts' corner. */
function PageEndingInButtons() {
  const [queue] = useState(() => new ToastQueue<ToastContent>({ maxVisibleToasts: 4 }));
  return (
    <AppShell topBar={<div style={{ padding: 16 }}>Harbourview Property Management</div>}>
      <Stack gap="lg">
        <PageHeader title="Edit Owner" description="Amelia Tremblay" />
        <Card title="Units">
          <DescriptionList
            items={Array.from({ length: 40 }, (_, index) => ({
              term: `Unit ${101 + index}`,
              description: `${1200 + index * 7} Kingsway`,
            }))}
          />
        </Card>
        <Inline gap="sm" justify="end">
          <Button variant="secondary">Next page</Button>
          <Button onPress={() => showToast('owner Saved', 'success', { timeout: 0 }, queue)}>
            Save owner
          </Button>
        </Inline>
      </Stack>
      <ToastRegion queue={queue} />
    </AppShell>
  );
}

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The button is clear of the toast: their boxes miss, and the button is what lies under its own centre. */
async function expectClear(button: HTMLElement, toast: HTMLElement) {
  const box = button.getBoundingClientRect();
  await expect(overlaps(box, toast.getBoundingClientRect())).toBe(false);
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  await expect(top !== null && button.contains(top)).toBe(true);
}

/**
 * A toast never covers a control: while it shows, the page is padded by its height and the browser scrolls what it
 * shows above it. Pressed at the very end of the page, Save is moved clear of its toast at once (it has focus), and
 * the button beside it, scrolled into view, shows clear of the toast too.
 */
export const ClearOfControls = meta.story({
  render: () => <PageEndingInButtons />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save owner' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    save.scrollIntoView({ block: 'end' });
    await userEvent.click(save);
    const toast = await page().findByRole('alertdialog', { name: 'owner Saved' });
    await waitFor(() => expectClear(save, toast));
    window.scrollTo(0, 0);
    next.scrollIntoView({ block: 'end' });
    await expectClear(next, toast);
    // Even scrolled to the very end, the toast lies over the padding, not over the last buttons.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expectClear(save, toast);
    await expectClear(next, toast);
  },
});

/** On a phone the toast spans the width: the same, whatever the buttons' place across. */
export const ClearOfControlsOnPhone = ClearOfControls.extend({
  globals: { viewport: { value: 'mobile1' } },
});
