import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AdminDashboardView } from './AdminDashboardView.tsx';
import { dashboardOwners, dashboardProperties } from './dashboardFixtures.ts';

const meta = preview.meta({
  title: 'Screens/admin/Dashboard',
  component: AdminDashboardView,
  args: {
    name: 'Priya Nair',
    properties: checks.loadedList(dashboardProperties),
    owners: checks.loadedList(dashboardOwners),
    ...checks.resolvingHandlers('onArchiveProperty', 'onArchiveOwner'),
    countOwnerProperties: fn(async () => 2),
    countPropertyListings: fn(async () => 1),
  },
});

const cm0091 = dashboardProperties.find((p) => p.rmNumber === 'CM0091');

/** Properties (RM Number, Address Type, City, Action) and owners (Name, Email, Action), 10 rows a page. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Dashboard');
    await checks.expectLinks(canvas, { 'New Owner': '/admin/owner/add', 'View Archives': '/admin/archive' });

    const properties = canvas.getByRole('grid', { name: 'Properties' });
    await expect(checks.columnHeaders(properties)).toEqual(['RM Number', 'Address Type', 'City', 'Action']);
    // A header row and 10 rows.
    await expect(within(properties).getAllByRole('row')).toHaveLength(11);
    await checks.expectTexts(canvas, '1–10 of 23');
    await checks.expectLinks(within(properties), {
      'View CM0091': `/admin/property/${cm0091?.id}`,
      'Edit CM0091': `/admin/edit/property/${cm0091?.id}`,
    });

    const owners = canvas.getByRole('grid', { name: 'Owners' });
    await expect(checks.columnHeaders(owners)).toEqual(['Name', 'Email', 'Action']);
    await checks.expectLinks(within(owners), {
      'View Aiko Tanaka': '/admin/owner/10',
      'Edit Aiko Tanaka': '/admin/edit/owner/10',
    });
    await checks.expectTexts(within(owners), 'aiko.tanaka@example.com');
  },
});

/** Next page, then 5 rows a page (options 5, 10, 15, 20). */
export const Paging = meta.story({
  play: async ({ canvas, userEvent }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Properties pages' }));
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    await checks.expectTexts(pager, '11–20 of 23');
    await userEvent.click(pager.getByRole('button', { name: /Rows per page/ }));
    const options = within(await screen.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '15', '20']);
    await userEvent.click(options.getByRole('option', { name: '5' }));
    await checks.expectTexts(pager, '1–5 of 23');
    const properties = within(canvas.getByRole('grid', { name: 'Properties' }));
    await expect(properties.getAllByRole('row')).toHaveLength(6);
  },
});

/**
 * The confirmation opened by `button`, titled `title`: the spec's question, then what goes with the record once its
 * count has come (`cascade`), answered with `answer`.
 */
async function confirmArchive(
  canvas: Parameters<typeof checks.confirmDialog>[0],
  button: string,
  { title, cascade, answer }: { title: string; cascade: string; answer: string },
) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: title })).toBeVisible());
  await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
  await expect(await within(dialog).findByText(cascade)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

/** Archive asks "Are you sure you want to archive this?" under the property's name, and says its listing goes too. */
export const ArchiveProperty = meta.story({
  play: async ({ canvas, args }) => {
    await confirmArchive(canvas, 'Archive CM0091', {
      title: 'Archive property CM0091',
      cascade: 'Its 1 listing is archived too.',
      answer: 'Archive',
    });
    await expect(args.countPropertyListings).toHaveBeenCalledWith(cm0091);
    await expect(args.onArchiveProperty).toHaveBeenCalledWith(cm0091);
  },
});

/** Archiving an owner names them and counts their properties, whose listings go too; Cancel archives nothing. */
export const ArchiveOwner = meta.story({
  play: async ({ canvas, args }) => {
    await confirmArchive(canvas, 'Archive Aiko Tanaka', {
      title: 'Archive Aiko Tanaka',
      cascade: 'Their 2 properties and the properties’ listings are archived too.',
      answer: 'Cancel',
    });
    await expect(args.onArchiveOwner).not.toHaveBeenCalled();
  },
});

/** The properties failed to load: the spec's message in the table and Try again; the owners still show. */
export const PropertiesLoadFailure = meta.story({
  args: { properties: checks.loadedList([], 'error') },
  play: async ({ canvas, args }) => {
    await checks.expectLoadFailure(canvas, args.properties, 'Could Not Load Properties.', 'properties');
    await checks.expectTexts(canvas, 'margaret.chen@example.ca');
  },
});

/** The owners failed to load. */
export const OwnersLoadFailure = meta.story({
  args: { owners: checks.loadedList([], 'error') },
  play: ({ canvas, args }) =>
    checks.expectLoadFailure(canvas, args.owners, 'Could Not Load Owners.', 'owners'),
});

/** Both lists on their way (a retry in progress). */
export const Loading = meta.story({
  args: { properties: checks.loadedList([], 'loading'), owners: checks.loadedList([], 'loading') },
});

/** A new portfolio: nothing yet. */
export const Empty = meta.story({
  args: { properties: checks.loadedList([]), owners: checks.loadedList([]) },
  play: checks.showsText('No properties yet.', 'No owners yet.'),
});
