import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { BuildingView } from './BuildingView.tsx';
import {
  storyBuilding,
  storyCategories,
  storyDocuments,
  storyStaff,
  storyUnits,
} from './buildingFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/Building',
  component: BuildingView,
  args: {
    property: storyBuilding,
    units: storyUnits,
    staff: storyStaff,
    documents: storyDocuments,
    categories: storyCategories,
    showActions: true,
    onCreateUnit: fn(async (values) => ({ id: 40, unitNumber: values.unitNumber })),
    ...checks.resolvingHandlers(
      'onCreateOwner',
      'onUpdateUnit',
      'onReplaceOwner',
      'onArchiveUnit',
      'onDeleteStaff',
      'onUpdateStaff',
      'onArchiveDocument',
      'onCreateFolder',
    ),
  },
});

/** "On this page" leads to each section's heading in one activation, the documents' included. */
export const JumpToSection = meta.story({
  play: async ({ canvas }) => {
    const sections = within(canvas.getByRole('navigation', { name: 'On this page' }));
    await expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Strata Agent',
      'Strata Units',
      'Onsite Staff',
      'Documents',
    ]);
    await userEvent.click(sections.getByRole('link', { name: 'Documents' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Documents' })).toHaveFocus();
    await userEvent.click(sections.getByRole('link', { name: 'Strata Agent' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Strata Agent' })).toHaveFocus();
  },
});

/** Add Strata Unit in two steps; Resident Owner copies the building's address into the owner form. */
export const AddUnit = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    const dialog = await checks.openDialog(canvas, 'Add Strata Unit', 'Add Strata Unit');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Unit' }));
    // Retried until shown: on a busy machine a message can be found a frame before it is visible.
    await waitFor(async () => {
      await expect(dialog.getByText('Unit number cannot be blank')).toBeVisible();
      await expect(dialog.getByText('Lot number cannot be blank')).toBeVisible();
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /^Unit Number/ }), '305');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Lot Number/ }), '35');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Unit' }));
    await expect(args.onCreateUnit).toHaveBeenCalledWith({
      unitNumber: '305',
      lotNumber: '35',
      unitLocation: '',
    });
    await waitFor(() => expect(dialog.getByText('Step 2 of 2: Owner and Invitation')).toBeVisible());
    await userEvent.click(dialog.getByRole('checkbox', { name: /Resident Owner/ }));
    await expect(dialog.getByRole('textbox', { name: /^Address Line 1/ })).toHaveValue('305-4567 Kingsway');
    await expect(dialog.getByRole('textbox', { name: /^Country/ })).toHaveValue('Canada');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name On Title/ }), 'Grace Liu');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'grace.liu@example.ca');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Owner and Send Invitation' }));
    await expect(args.onCreateOwner).toHaveBeenCalledWith(
      { id: 40, unitNumber: '305' },
      expect.objectContaining({ nameOnTitle: 'Grace Liu', city: 'Burnaby', postalCode: 'V5H 2E2' }),
    );
  },
});

/** Edit on a staff card: the member's form in a dialog, Monday's shift changed and copied to the weekdays. */
export const EditStaff = meta.story({
  play: async ({ canvas, args }) => {
    const dialog = await checks.openDialog(canvas, 'Edit Daniel Okafor', 'Edit Staff');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Daniel Okafor');
    await expect(dialog.getByRole('textbox', { name: 'Monday Start' })).toHaveValue('09:00 am');
    await checks.retype(dialog.getByRole('textbox', { name: 'Monday End' }), '13:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Copy to weekdays from Monday' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Staff' }));
    await waitFor(() =>
      expect(args.onUpdateStaff).toHaveBeenCalledWith(
        expect.objectContaining({ id: 4 }),
        expect.objectContaining({
          name: 'Daniel Okafor',
          hours:
            '09:00 am - 01:30 pm,09:00 am - 01:30 pm,09:00 am - 01:30 pm,09:00 am - 01:30 pm,09:00 am - 01:30 pm,off,off',
          overnightDays: [],
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Staff' })).toBeNull());
  },
});

/** A duplicate unit or lot number: the server's message shows in the dialog. */
export const DuplicateUnit = meta.story({
  args: {
    onCreateUnit: fn(async (_values: { unitNumber: string }): Promise<{ id: number; unitNumber: string }> => {
      throw new Error('No duplicate Lot Number or Unit Numbers are allowed.');
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await checks.openDialog(canvas, 'Add Strata Unit', 'Add Strata Unit');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Unit Number/ }), '101');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Lot Number/ }), '11');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Unit' }));
    await waitFor(() =>
      expect(dialog.getByText('No duplicate Lot Number or Unit Numbers are allowed.')).toBeVisible(),
    );
    // The form's submit settles after its message shows: the button leaves its pending state a render later.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Create Unit' })).toBeEnabled());
  },
});

/** Replace Current Registered Owner: blank fields give the spec's messages. */
export const ReplaceOwner = meta.story({
  play: async ({ canvas, args }) => {
    const dialog = await checks.openDialog(
      canvas,
      'Replace owner of unit 102',
      'Replace Current Registered Owner',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Replace Owner' }));
    // Both messages shown: a busy machine may render them a frame apart.
    await waitFor(async () => {
      await expect(dialog.getByText("Name on title can't be blank")).toBeVisible();
      await expect(dialog.getByText("Email can't be blank")).toBeVisible();
    });
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name On Title/ }), 'Sofia Reyes');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Email/ }), 'sofia.reyes@example.ca');
    await userEvent.click(dialog.getByRole('button', { name: 'Replace Owner' }));
    await waitFor(() =>
      expect(args.onReplaceOwner).toHaveBeenCalledWith(storyUnits[1], {
        nameOnTitle: 'Sofia Reyes',
        email: 'sofia.reyes@example.ca',
      }),
    );
    // The dialog closes once the replacement has resolved, a render after the call.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Replace Current Registered Owner' })).toBeNull(),
    );
  },
});

/** A superAdmin sees no Action column, and the building's Two-Step Sign-In list as a strataAdmin does. */
export const SuperAdmin = meta.story({
  args: { showActions: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Strata Units' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await checks.expectLinks(canvas, {
      'Two-Step Sign-In': `/strataAdmin/strataProperty/${storyBuilding.id}/secondFactors`,
    });
  },
});

/** A building with no units, staff, agent or documents. */
export const Empty = meta.story({
  args: { property: { ...storyBuilding, agent: null, agentId: null }, units: [], staff: [], documents: [] },
  play: checks.showsText('No strata agent is assigned to this building.', 'No onsite staff yet.'),
});

/** The staff list failed to load: only its panel says so (with Try again); the rest of the page is there. */
export const StaffFailedToLoad = meta.story({
  args: { staff: [], failures: { staff: 'Could not load staff.' }, onRetry: fn() },
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, storyBuilding.buildingName);
    await expect(canvas.getByRole('grid', { name: 'Strata Units' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^View / }).length).toBeGreaterThan(0);
    const staffCard = canvas.getByRole('region', { name: 'Onsite Staff' });
    await expect(within(staffCard).getByRole('alert')).toHaveTextContent('Could not load staff.');
    await expect(within(staffCard).queryByText('No onsite staff yet.')).toBeNull();
    await userEvent.click(within(staffCard).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledWith('staff');
  },
});

/**
 * The units table driven by the server (a building of 2,150 units): the rows are page 2, the count, sort and search
 * are the server state's, and paging, sorting and searching ask for a new state instead of sorting the rows.
 */
export const ServerPagedUnits = meta.story({
  args: {
    unitsTable: checks.serverTableState('Could not load Strata Units.', 'unitNumber', {
      page: 2,
      total: 2150,
    }),
  },
  play: async ({ canvas, args }) => {
    const onChange = args.unitsTable?.server.onChange;
    await expect(canvas.getByText('11–20 of 2,150')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 3, pageSize: 10 }));
    await userEvent.click(canvas.getByRole('columnheader', { name: /Owner/ }));
    await expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { column: 'ownerName', direction: 'ascending' }, page: 1 }),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter strata units' }), 'priya');
    // The search box waits for a pause in typing before it asks.
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'priya', page: 1 })),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV of strata units' }));
    await expect(args.unitsTable?.onExport).toHaveBeenCalled();
  },
});
