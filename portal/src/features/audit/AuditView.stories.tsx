import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AuditView } from './AuditView.tsx';
import { storyAuditEvents } from './auditFixtures.ts';
import { actorHrefIn } from './tables.ts';

const meta = preview.meta({
  title: 'Screens/admin/AuditTrail',
  component: AuditView,
  args: { events: storyAuditEvents, filters: {}, onFilter: fn() },
});

/** A change with its old and new values, a failed sign-in with its reason, an export and a masked password change. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Audit Trail');
    const grid = canvas.getByRole('grid', { name: 'Audit Trail' });
    await checks.expectColumns(grid, ['When', 'Who', 'Action', 'Record', 'Changes', 'Address']);
    const table = within(grid);
    await checks.expectTexts(
      table,
      'Update owner profile',
      'city: Burnaby → Vancouver; phone: 604-555-0100 → 604-555-0147',
      'Sign-in failed',
      'Reason: wrong password',
      'List owner profiles (CSV export)',
      'password: (secret) → (secret)',
      'Owner Maria Chen',
    );
  },
});

/** Apply Filters sends the typed filters; Clear Filters sends none. */
export const Filtering = meta.story({
  play: async ({ canvas, args }) => {
    // The action is found by what the table calls it, and sent as its operationId. Only the calls the trail records
    // are offered: a property's changes, not its reads.
    await userEvent.type(canvas.getByRole('combobox', { name: /^Action/ }), 'property');
    const update = await screen.findByRole('option', { name: 'Update property' });
    await expect(screen.queryByRole('option', { name: 'Get property' })).toBeNull();
    await userEvent.click(update);
    await checks.typeInto(canvas, { 'Record ID': '7' });
    // A select button reads its value, then its label.
    await checks.chooseOption(canvas, /Record Type$/, 'Property');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Filters' }));
    await expect(args.onFilter).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'updateProperty', targetType: 'property', targetId: 7 }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Filters' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({});
  },
});

/**
 * An administrator sees the rental side: the filters offer no strata calls nor strata records, which never have an
 * entry there, and keep the calls both sides make.
 */
export const RentalSide = meta.story({
  args: { side: 'rental' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /^Action/ }), 'property');
    await expect(await screen.findByRole('option', { name: 'Update property' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Create strata property' })).toBeNull();
    await userEvent.clear(canvas.getByRole('combobox', { name: /^Action/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: /^Action/ }), 'service request');
    await expect(await screen.findByRole('option', { name: 'Create service request' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Record Type$/ }));
    await expect(await screen.findByRole('option', { name: 'Owner' })).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Service Request' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Building' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
});

/** A strata administrator sees the strata side: its buildings' calls and records, none of the rental side's. */
export const StrataSide = meta.story({
  args: { side: 'strata' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: /^Action/ }), 'property');
    await expect(await screen.findByRole('option', { name: 'Create strata property' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Update property' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: /Record Type$/ }));
    await expect(await screen.findByRole('option', { name: 'Building' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: 'Owner' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
});

/** A record's history: the filters the History link set are shown in the fields, and the record is named. */
export const RecordHistory = meta.story({
  args: { filters: { targetType: 'ownerProfile', targetId: 1 }, events: storyAuditEvents.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Record ID' })).toHaveValue('1');
    await expect(canvas.getByRole('textbox', { name: 'Record ID' })).toHaveAccessibleDescription(
      'Showing the history of Owner Maria Chen',
    );
    await expect(canvas.getByRole('button', { name: /^Owner.*Record Type$/ })).toBeVisible();
  },
});

/**
 * Each account's name opens everything it did (a failed sign-in names no account, so its name is not a link); filtered
 * on one account, the Account ID field says whose entries these are.
 */
export const WhatOneAccountDid = meta.story({
  args: {
    actorHref: actorHrefIn('admin'),
    filters: { actorId: 2 },
    events: storyAuditEvents.filter((event) => event.actorId === 2),
  },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('grid', { name: 'Audit Trail' }));
    const links = grid.getAllByRole('link', { name: 'admin (admin)' });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/admin/audit?actorId=2');
    await expect(canvas.getByRole('textbox', { name: 'Account ID' })).toHaveValue('2');
    await expect(canvas.getByRole('textbox', { name: 'Account ID' })).toHaveAccessibleDescription(
      'Showing what admin did',
    );
  },
});

/** A failed sign-in's name is the name tried, not an account: no link. */
export const FailedSignInNotLinked = meta.story({
  args: { actorHref: actorHrefIn('admin') },
  play: async ({ canvas }) => {
    const grid = within(canvas.getByRole('grid', { name: 'Audit Trail' }));
    await expect(grid.getAllByRole('link', { name: 'admin (admin)' })).toHaveLength(3);
    await expect(grid.queryByRole('link', { name: 'owner' })).toBeNull();
    await expect(grid.getByText('owner')).toBeVisible();
  },
});

/** A Record ID that is not a number says so and sends nothing. */
export const WrongRecordId = meta.story({
  play: async ({ canvas, args }) => {
    await checks.typeInto(canvas, { 'Record ID': 'abc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply Filters' }));
    await checks.expectTexts(canvas, 'Enter a whole number, such as 12.');
    await expect(args.onFilter).not.toHaveBeenCalled();
  },
});

export const Empty = meta.story({
  args: { events: [] },
  play: checks.showsText('No entries match these filters.'),
});
