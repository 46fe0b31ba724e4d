import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import type { ImportOwnersResult } from '../shared/schemas.ts';
import { ImportOwnersView } from './ImportOwnersView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/ImportOwners',
  component: ImportOwnersView,
  args: {
    ...checks.resolvingHandlers('onPreview', 'onImport'),
    plan: null,
    result: null,
    failure: null,
    onDownloadTemplate: fn(),
  },
});

const row = { strataPlanNumber: 'BCS1234', otherOwner: null, reason: null } as const;
const plan: ImportOwnersResult = {
  saved: 3,
  created: 1,
  skipped: 1,
  replaced: 1,
  dryRun: true,
  rows: [
    {
      ...row,
      row: 2,
      unitNumber: '101',
      nameOnTitle: 'Different Person',
      email: 'different.person@example.ca',
      action: 'replaceCurrentOwner',
      otherOwner: 'Daniel Okafor',
    },
    {
      ...row,
      row: 3,
      unitNumber: '102',
      nameOnTitle: 'Carl Newman',
      email: 'carl.newman@example.ca',
      action: 'replacePendingOwner',
      otherOwner: 'Amelia Grant',
    },
    {
      ...row,
      row: 4,
      unitNumber: 'PH50',
      nameOnTitle: 'Eli Stone',
      email: 'eli.stone@example.ca',
      action: 'createUnit',
    },
    {
      ...row,
      row: 5,
      unitNumber: '202',
      nameOnTitle: 'Dora Vale',
      email: 'dora.vale@example.ca',
      action: 'skip',
      otherOwner: 'Dora Vale',
      reason: "Already imported; the unit's pending owner has these details.",
    },
  ],
};

/** Upload stays disabled until a CSV is chosen; the template downloads on demand. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import/Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Template' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
});

/** The checked file: what each row does; replacing a current owner needs its own agreement before Import. */
export const Preview = meta.story({
  args: { plan },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'The file imports 3 owners, creates 1 unit, replaces 1 current owner and skips 1 row.',
      ),
    ).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Import preview' });
    await expect(within(table).getByText('Replaces the current owner Daniel Okafor')).toBeVisible();
    await expect(
      within(table).getByText("Skipped: Already imported; the unit's pending owner has these details."),
    ).toBeVisible();
    const importButton = canvas.getByRole('button', { name: 'Import 3 owners' });
    await expect(importButton).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /Replace the current registered owner of 1 unit/ }),
    );
    await userEvent.click(importButton);
    await expect(args.onImport).toHaveBeenCalledWith(true);
  },
});

/** A file whose every row is already imported: nothing to confirm. */
export const NothingToImport = meta.story({
  args: {
    plan: { ...plan, saved: 0, created: 0, replaced: 0, skipped: 1, rows: plan.rows.slice(3) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to import: every row is skipped.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Import / })).toBeNull();
  },
});

/** An accepted file: the spec's two counts, in the right number, and what was skipped and why. */
export const Imported = meta.story({
  args: { result: { ...plan, dryRun: false, saved: 1, created: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imported 1 owner')).toBeVisible();
    await expect(canvas.getByText('Created 3 units')).toBeVisible();
    await expect(
      canvas.getByText("Row 5, unit 202: Already imported; the unit's pending owner has these details."),
    ).toBeVisible();
  },
});

/** A refused file: the spec's message and every problem by row. */
export const Refused = meta.story({
  args: {
    failure: {
      message: 'Error importing owners',
      errors: [
        { row: 4, column: 'postalCode', message: 'Invalid postal code' },
        { row: 9, column: null, message: 'The row has 11 cells; the header has 12.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error importing owners');
    await expect(alert).toHaveTextContent('Row 4, postalCode: Invalid postal code');
    await expect(alert).toHaveTextContent('Row 9: The row has 11 cells; the header has 12.');
  },
});
