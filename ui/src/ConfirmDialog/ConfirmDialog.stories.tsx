import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DataTable } from '../DataTable/DataTable.tsx';
import { expectClosed, openOverlay, page } from '../stories/overlayPlay.ts';
import type { PlayContext } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
import { ConfirmDialog, confirmPresets } from './ConfirmDialog.tsx';

const meta = preview.meta({
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    ...confirmPresets.archive,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="secondary">Archive agent</Button>,
  },
});

/** Archive: confirm runs the action and closes; focus returns to the trigger. */
export const Default = meta.story({
  play: async (context) => {
    const dialog = await openOverlay(context, 'Archive agent', 'alertdialog', 'Archive');
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(context.args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed('alertdialog');
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Archive agent' })).toHaveFocus());
  },
});

/** Cancel (or Escape) closes without acting. */
export const Cancel = meta.story({
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
});

/** Text a screen gives a preset: its own title (or the preset's) and message, and the trigger's label. */
interface PresetUse {
  title?: string;
  message: string;
  trigger: string;
  triggerVariant?: 'secondary' | 'danger';
}

/** A preset as a screen uses it: opened from its trigger, named by its title, confirmed with the preset's word. */
function presetStory(preset: (typeof confirmPresets)[keyof typeof confirmPresets], use: PresetUse) {
  const { trigger, triggerVariant = 'secondary', ...text } = use;
  return {
    args: { ...preset, ...text, trigger: <Button variant={triggerVariant}>{trigger}</Button> },
    play: async (context: PlayContext) => {
      const dialog = await openOverlay(context, trigger, 'alertdialog', text.title ?? preset.title);
      await expect(within(dialog).getByRole('button', { name: preset.confirmLabel })).toBeVisible();
    },
  };
}

/** Delete cannot be undone: a red confirm button. */
export const DeleteCannotBeUndone = meta.story(
  presetStory(confirmPresets.delete, {
    title: 'Delete document',
    message: 'Delete "2026 AGM minutes.pdf"? This cannot be undone.',
    trigger: 'Delete',
    triggerVariant: 'danger',
  }),
);

export const Restore = meta.story(
  presetStory(confirmPresets.restore, {
    title: 'Restore owner',
    message: "Restoring Amrit Gill also restores the owner's properties and listings.",
    trigger: 'Restore',
  }),
);

export const Resend = meta.story(
  presetStory(confirmPresets.resend, {
    message: 'Send the invitation for unit 1203 at The Metrotower II to meilin.chen@gmail.com again?',
    trigger: 'Resend invitation',
  }),
);

export const Remove = meta.story(
  presetStory(confirmPresets.remove, {
    title: 'Remove property from owner',
    message: 'Remove 4567 Kingsway, Burnaby from Harjit Sandhu?',
    trigger: 'Remove',
  }),
);

/** Opened by the screen (a table row's action); an async confirm shows progress, then closes. */
export const ControlledAsync = meta.story({
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
});

/** When the action fails the dialog stays open so the user can retry or cancel. */
export const FailedAction = meta.story({
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
});

/** Opened from the keyboard: focus starts on the heading, with its ring; Tab reaches Cancel. */
export const OpensOnHeading = meta.story({
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Archive agent' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page().findByRole('alertdialog', { name: 'Archive' });
    const heading = within(dialog).getByRole('heading', { name: 'Archive' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(getComputedStyle(heading).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
});

const agents = [
  { id: 1, name: 'Priya Natarajan' },
  { id: 2, name: 'Tomas Reyes' },
  { id: 3, name: 'Mei Chen' },
];

/**
 * A table of agents whose row Archive confirms and then removes the row, `removeAfterMs` after the confirmation (the
 * list refreshing behind the closed dialog). With `settleAfterMs`, the action's promise settles that long after the
 * row's removal (the list refreshed before the action ends), so the row takes its open dialog with it.
 */
function ArchiveRows({
  removeAfterMs,
  settleAfterMs,
  ...args
}: Parameters<typeof ConfirmDialog>[0] & { removeAfterMs: number; settleAfterMs?: number }) {
  const [rows, setRows] = useState(agents);
  return (
    <DataTable
      label="Agents"
      columns={[{ id: 'name', header: 'Name', value: (row) => row.name }]}
      rows={rows}
      getRowId={(row) => row.id}
      filterable={false}
      renderActions={(row) => (
        <ConfirmDialog
          {...args}
          title={`Archive ${row.name}`}
          onConfirm={async () => {
            args.onConfirm();
            const remove = () => setRows((current) => current.filter((agent) => agent.id !== row.id));
            if (removeAfterMs === 0) remove();
            else setTimeout(remove, removeAfterMs);
            if (settleAfterMs !== undefined)
              await new Promise((resolve) => setTimeout(resolve, settleAfterMs));
          }}
          trigger={
            <Button size="small" variant="secondary" aria-label={`Archive ${row.name}`}>
              Archive
            </Button>
          }
        />
      )}
    />
  );
}

/**
 * By keyboard: the grid's row, the arrows to its Archive button, the dialog's Archive (`beforeConfirm` runs just before
 * it is pressed); the dialog closes.
 */
async function archiveTomasByKeyboard({ canvas, userEvent }: PlayContext, beforeConfirm?: () => void) {
  const archive = canvas.getByRole('button', { name: 'Archive Tomas Reyes' });
  (archive.closest('[role="row"]') as HTMLElement).focus();
  for (let presses = 0; presses < 4 && document.activeElement !== archive; presses++) {
    await userEvent.keyboard('{ArrowRight}');
  }
  await expect(archive).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page().findByRole('alertdialog', { name: 'Archive Tomas Reyes' });
  await userEvent.tab();
  await userEvent.tab();
  await expect(within(dialog).getByRole('button', { name: 'Archive' })).toHaveFocus();
  beforeConfirm?.();
  await userEvent.keyboard('{Enter}');
  await expectClosed('alertdialog');
}

/** Where focus is in the same task as `row`'s removal, and in the ten frames after it: 'body' or 'elsewhere'. */
function focusAsItGoes(row: Element | null): Promise<string[]> {
  return new Promise((resolve) => {
    const samples: string[] = [];
    const sample = () => samples.push(document.activeElement === document.body ? 'body' : 'elsewhere');
    const observer = new MutationObserver(() => {
      if (row?.isConnected) return;
      observer.disconnect();
      queueMicrotask(sample);
      let frames = 0;
      const next = () => {
        sample();
        if (++frames < 10) requestAnimationFrame(next);
        else resolve(samples);
      };
      requestAnimationFrame(next);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * Archive from a table row by keyboard: the row goes with the record, so focus cannot return to its button; it moves
 * to the same action of a neighbouring row, never to the page's body.
 */
export const RowArchivedAway = meta.story({
  args: { trigger: undefined },
  render: (args) => <ArchiveRows {...args} removeAfterMs={0} />,
  play: async (context) => {
    const { canvas } = context;
    await archiveTomasByKeyboard(context);
    // The grid keeps its column: the Archive button of a neighbouring row.
    const grid = canvas.getByRole('grid', { name: 'Agents' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Archive'));
    await expect(grid.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement).not.toBe(document.body);
    await expect(canvas.queryByRole('button', { name: 'Archive Tomas Reyes' })).toBeNull();
  },
});

/**
 * The same, with the row going 2.5 s after the dialog closed (a list refreshed late on a busy machine): focus is
 * looked after until the row has gone, so it never rests on the body.
 */
export const RowArchivedAwayLate = meta.story({
  args: { trigger: undefined },
  render: (args) => <ArchiveRows {...args} removeAfterMs={2500} />,
  play: async (context) => {
    const { canvas } = context;
    await archiveTomasByKeyboard(context);
    const row = canvas.getByRole('button', { name: 'Archive Tomas Reyes' }).closest('[role="row"]');
    await expect(await focusAsItGoes(row)).not.toContain('body');
    const grid = canvas.getByRole('grid', { name: 'Agents' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Archive'));
    await expect(grid.contains(document.activeElement)).toBe(true);
  },
});

/**
 * The row goes before the action's promise settles (the list refreshed first), taking its open dialog with it: the
 * dialog's close comes after the removal, and focus still never rests on the body.
 */
export const RowArchivedWithItsDialog = meta.story({
  args: { trigger: undefined },
  render: (args) => <ArchiveRows {...args} removeAfterMs={0} settleAfterMs={200} />,
  play: async (context) => {
    const { canvas } = context;
    const row = canvas.getByRole('button', { name: 'Archive Tomas Reyes' }).closest('[role="row"]');
    let seen: Promise<string[]> = Promise.resolve([]);
    await archiveTomasByKeyboard(context, () => {
      seen = focusAsItGoes(row);
    });
    await expect(await seen).not.toContain('body');
    const grid = canvas.getByRole('grid', { name: 'Agents' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Archive'));
    await expect(grid.contains(document.activeElement)).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'Archive Tomas Reyes' })).toBeNull();
  },
});
