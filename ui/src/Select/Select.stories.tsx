import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClosed, page } from '../stories/overlayPlay.ts';
import { preview } from '../stories/preview.ts';
import { Select } from './Select.tsx';

const provinces = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].map(
  (code) => ({
    id: code,
    label: code,
  }),
);

const positions = [
  { id: 'Building Manager', label: 'Building Manager' },
  { id: 'Building Supervisor', label: 'Building Supervisor' },
  { id: 'Concierge', label: 'Concierge' },
  { id: 'Cleaner', label: 'Cleaner' },
];

const meta = preview.meta({
  title: 'Fields/Select',
  component: Select,
  args: { label: 'Province', options: provinces, onChange: fn() },
});

export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(await page().findByRole('option', { name: 'BC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('BC');
    await expectClosed('listbox');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('BC');
  },
});

export const Keyboard = meta.story({
  args: { label: 'Position', options: positions },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Position/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await page().findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Building Supervisor');
  },
});

export const Selected = meta.story({ args: { defaultValue: 'BC' } });

export const WithDescriptions = meta.story({
  args: {
    label: 'Contract type',
    options: [
      { id: 'RM', label: 'RM Rental Management', description: 'Full tenancy management' },
      { id: 'CM', label: 'CM Commercial Management', description: 'Retail and office units' },
      { id: 'LU', label: 'LU Lease-UP', description: 'Find a tenant, then hand over' },
      { id: 'RB', label: 'RB Rental Building', description: 'Purpose-built rental' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Contract type/ }));
    const listbox = await page().findByRole('listbox');
    // Each option is named by all its visible text.
    await expect(
      within(listbox).getByRole('option', { name: 'LU Lease-UP Find a tenant, then hand over' }),
    ).toBeVisible();
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'Invalid province name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid province name')).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'ON' } });

export const ManyOptions = meta.story({
  args: {
    label: 'Document type',
    options: [
      'Lease agreement',
      'Move-in inspection',
      'Move-out inspection',
      'Strata minutes',
      'Strata bylaws',
      'Insurance certificate',
      'Form K - Notice of Tenant Responsibilities',
      'Form B - Information Certificate',
      'Depreciation report',
      'Engineering report',
      'Budget',
      'Financial statements',
      'Correspondence',
    ].map((name) => ({ id: name, label: name })),
  },
});
