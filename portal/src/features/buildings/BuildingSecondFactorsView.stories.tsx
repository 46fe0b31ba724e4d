import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import type { UnitUserSecondFactor } from '../shared/schemas.ts';
import { BuildingSecondFactorsView } from './BuildingSecondFactorsView.tsx';
import { storyBuilding } from './buildingFixtures.ts';

const storyUnitUsers: UnitUserSecondFactor[] = [
  { userId: 31, userName: 'mei.chen', name: 'Mei Chen', unitNumbers: ['101'], secondFactor: true },
  {
    userId: 32,
    userName: 'arjun.patel',
    name: 'Arjun Patel',
    unitNumbers: ['102', '210'],
    secondFactor: false,
  },
  { userId: 33, userName: 'sofia.rossi', name: 'Sofia Rossi', unitNumbers: ['305'], secondFactor: true },
  { userId: 34, userName: 'liam.obrien', name: "Liam O'Brien", unitNumbers: ['402'], secondFactor: false },
];

const meta = preview.meta({
  title: 'Screens/strataAdmin/BuildingSecondFactors',
  component: BuildingSecondFactorsView,
  args: {
    building: storyBuilding,
    users: storyUnitUsers,
    onTurnOff: fn(async () => undefined),
  },
});

/**
 * Each unit user with their units and On or Off, and the way back is the building; four rows, all in view, need no
 * filter and no pager.
 */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Two-Step Sign-In');
    await checks.expectLinks(canvas, { 'Back To Building': '/strataAdmin/property/3' });
    const grid = canvas.getByRole('grid', { name: 'Two-Step Sign-In' });
    await expect(checks.columnHeaders(grid)).toEqual([
      'Unit',
      'Name',
      'User Name',
      'Two-Step Sign-In',
      'Action',
    ]);
    const row = (name: string) => within(grid).getByRole('row', { name: new RegExp(name) });
    await expect(row('Mei Chen')).toHaveTextContent('On');
    await expect(row('Arjun Patel')).toHaveTextContent('102, 210');
    await expect(row('Arjun Patel')).toHaveTextContent('Off');
    await expect(row('Sofia Rossi')).toHaveTextContent('On');
    // Turn Off only where there is something to turn off.
    await expect(
      within(row('Mei Chen')).getByRole('button', { name: 'Turn off two-step sign-in for Mei Chen' }),
    ).toBeVisible();
    await expect(within(row('Arjun Patel')).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('searchbox', { name: 'Filter two-step sign-in' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Two-Step Sign-In pages' })).toBeNull();
  },
});

/** Paged by the server: sorting by Two-Step Sign-In asks the server for that order from page 1. */
export const ServerPaged = meta.story({
  args: {
    table: checks.serverTableState('Could not load Two-Step Sign-In.', 'userName', { total: 212 }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1–10 of 212')).toBeVisible();
    await userEvent.click(canvas.getByRole('columnheader', { name: /Two-Step Sign-In/ }));
    await expect(args.table?.server.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { column: 'secondFactor', direction: 'ascending' }, page: 1 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV of two-step sign-in' }));
    await expect(args.table?.onExport).toHaveBeenCalled();
  },
});

/** A building without unit users. */
export const Empty = meta.story({
  args: { users: [] },
  play: checks.showsText('No unit users in this building yet.'),
});

/** The list failed to load: the table says so and offers Try again. */
export const LoadFailed = meta.story({
  args: {
    users: [],
    table: checks.serverTableState('Could not load Two-Step Sign-In.', 'userName', {
      total: 0,
      failed: true,
    }),
  },
  play: async ({ canvas, args }) => {
    await checks.expectAlert(canvas, 'Could not load Two-Step Sign-In.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: Two-Step Sign-In' }));
    await expect(args.table?.onRetry).toHaveBeenCalled();
  },
});

/**
 * Turn Off for a unit owner who lost their phone and recovery codes: the confirmation says what goes and asks the
 * administrator's own password; without it, it says so and does nothing.
 */
export const TurningOneOff = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in for Mei Chen' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Turn off two-step sign-in for Mei Chen' }),
    );
    // Until it shows: the dialog can be found in the page a moment before its text is visible.
    await waitFor(() =>
      expect(dialog.getByText(/authenticator codes, recovery codes and passkeys are removed/)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Turn Off' }));
    await expect(dialog.getByText('Enter your password to turn it off.')).toBeVisible();
    await expect(args.onTurnOff).not.toHaveBeenCalled();
    await userEvent.type(checks.passwordInput(dialog, 'Your Password'), 'Portal#2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn Off' }));
    await expect(args.onTurnOff).toHaveBeenCalledWith(storyUnitUsers[0], 'Portal#2026');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
});
