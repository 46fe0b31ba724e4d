import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { columnHeaders, expectLoadFailure } from '../shared/fixtures/storyChecks.ts';
import { AdminDashboardView } from './AdminDashboardView.tsx';
import { dashboardOwners, dashboardProperties } from './dashboardFixtures.ts';

const meta = {
  title: 'Screens/admin/Dashboard',
  component: AdminDashboardView,
  args: {
    name: 'Priya Nair',
    properties: { rows: dashboardProperties, status: 'ready', onRetry: fn() },
    owners: { rows: dashboardOwners, status: 'ready', onRetry: fn() },
    onArchiveProperty: fn(async () => undefined),
    onArchiveOwner: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Properties (RM Number, Address Type, City, Action) and owners (Name, Email, Action), 10 rows a page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Owner' })).toHaveAttribute('href', '/admin/owner/add');
    await expect(canvas.getByRole('link', { name: 'View Archives' })).toHaveAttribute(
      'href',
      '/admin/archive',
    );

    const properties = canvas.getByRole('grid', { name: 'Properties' });
    await expect(columnHeaders(properties)).toEqual(['RM Number', 'Address Type', 'City', 'Action']);
    // A header row and 10 rows.
    await expect(within(properties).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 23')).toBeVisible();
    const first = dashboardProperties.find((p) => p.rmNumber === 'CM0091');
    await expect(within(properties).getByRole('link', { name: 'View CM0091' })).toHaveAttribute(
      'href',
      `/admin/property/${first?.id}`,
    );
    await expect(within(properties).getByRole('link', { name: 'Edit CM0091' })).toHaveAttribute(
      'href',
      `/admin/edit/property/${first?.id}`,
    );

    const owners = canvas.getByRole('grid', { name: 'Owners' });
    await expect(columnHeaders(owners)).toEqual(['Name', 'Email', 'Action']);
    await expect(within(owners).getByRole('link', { name: 'View Aiko Tanaka' })).toHaveAttribute(
      'href',
      '/admin/owner/10',
    );
    await expect(within(owners).getByRole('link', { name: 'Edit Aiko Tanaka' })).toHaveAttribute(
      'href',
      '/admin/edit/owner/10',
    );
    await expect(within(owners).getByText('aiko.tanaka@example.com')).toBeVisible();
  },
};

/** Next page, then 5 rows a page (options 5, 10, 15, 20). */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Properties pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await expect(within(pager).getByText('11–20 of 23')).toBeVisible();
    await userEvent.click(within(pager).getByRole('button', { name: /Rows per page/ }));
    const options = await screen.findByRole('listbox');
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '15', '20']);
    await userEvent.click(within(options).getByRole('option', { name: '5' }));
    await expect(within(pager).getByText('1–5 of 23')).toBeVisible();
    await expect(within(canvas.getByRole('grid', { name: 'Properties' })).getAllByRole('row')).toHaveLength(
      6,
    );
  },
};

/** Archive asks "Are you sure you want to archive this?" first. */
export const ArchiveProperty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive CM0091' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive property' });
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchiveProperty).toHaveBeenCalledWith(
      dashboardProperties.find((p) => p.rmNumber === 'CM0091'),
    );
  },
};

/** Archiving an owner asks the same; Cancel archives nothing. */
export const ArchiveOwner: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive Aiko Tanaka' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive owner' });
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onArchiveOwner).not.toHaveBeenCalled();
  },
};

/** The properties failed to load: the spec's message in the table and Try again; the owners still show. */
export const PropertiesLoadFailure: Story = {
  args: { properties: { rows: [], status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await expectLoadFailure(canvasElement, args.properties, 'Could Not Load Properties.', 'properties');
    await expect(within(canvasElement).getByText('margaret.chen@example.ca')).toBeVisible();
  },
};

/** The owners failed to load. */
export const OwnersLoadFailure: Story = {
  args: { owners: { rows: [], status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await expectLoadFailure(canvasElement, args.owners, 'Could Not Load Owners.', 'owners');
  },
};

/** Both lists on their way (a retry in progress). */
export const Loading: Story = {
  args: {
    properties: { rows: [], status: 'loading', onRetry: fn() },
    owners: { rows: [], status: 'loading', onRetry: fn() },
  },
};

/** A new portfolio: nothing yet. */
export const Empty: Story = {
  args: {
    properties: { rows: [], status: 'ready', onRetry: fn() },
    owners: { rows: [], status: 'ready', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No properties yet.')).toBeVisible();
    await expect(canvas.getByText('No owners yet.')).toBeVisible();
  },
};
