import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportOwnersView } from './ImportOwnersView.tsx';

const meta = {
  title: 'Screens/strataAdmin/ImportOwners',
  component: ImportOwnersView,
  args: {
    onImport: fn(async () => undefined),
    result: null,
    failure: null,
    onDownloadTemplate: fn(),
  },
} satisfies Meta<typeof ImportOwnersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Upload stays disabled until a CSV is chosen; the template downloads on demand. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import/Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Template' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledOnce();
  },
};

/** An accepted file: the spec's two counts. */
export const Imported: Story = {
  args: { result: { saved: 24, created: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Imported 24 owners')).toBeVisible();
    await expect(canvas.getByText('Created 3 units')).toBeVisible();
  },
};

/** A refused file: the spec's message and every problem by row. */
export const Refused: Story = {
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
};
