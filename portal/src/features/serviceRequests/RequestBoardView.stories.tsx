import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestBoardView, type RequestBoardViewProps } from './RequestBoardView.tsx';
import { storyCounts, storyRequests } from './requestFixtures.ts';

const meta = preview.meta({
  title: 'Screens/staff/ServiceRequestBoard',
  component: RequestBoardView,
  args: {
    area: 'strataAdmin',
    counts: storyCounts,
    filters: {},
    onFilters: fn(),
    places: [
      { id: 4, label: 'Bayshore Commons' },
      { id: 5, label: 'Edmonds Park Square' },
    ],
    requests: storyRequests,
    onMove: fn(async () => undefined),
  } satisfies Partial<RequestBoardViewProps>,
});

/** Counts by status with the overdue first; each row offers only the moves its status allows. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Service Requests');
    const counts = within(canvas.getByRole('list', { name: 'Requests by status' }));
    await expect(counts.getAllByRole('listitem')[0]).toHaveTextContent('3Overdue');
    await checks.expectTexts(counts, 'Waiting on requester');
    const grid = canvas.getByRole('grid', { name: 'Service Requests' });
    await checks.expectColumns(grid, ['Title', 'Where', 'Category', 'Priority', 'Status', 'Due', 'Affected']);
    const table = within(grid);
    await checks.expectLinks(table, { 'Elevator B stuck on the 3rd floor': '/strataAdmin/requests/31' });
    // A new request is acknowledged or cancelled; it cannot be resolved straight away.
    await userEvent.click(
      table.getByRole('button', { name: 'Acknowledge: Water stain spreading on the bathroom ceiling' }),
    );
    await expect(args.onMove).toHaveBeenCalledWith(storyRequests[1], 'acknowledged', undefined);
    await expect(
      table.queryByRole('button', { name: 'Resolve: Water stain spreading on the bathroom ceiling' }),
    ).toBeNull();
    await expect(table.getByRole('button', { name: 'Resolve: Parkade gate does not close' })).toBeVisible();
  },
});

/** Cancelling asks for the reason the requester reads, and refuses without one. */
export const CancelAsksWhy = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel request: Parkade gate does not close' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expect(dialog).toHaveTextContent('Give a reason for cancelling the request.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Reported twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await expect(args.onMove).toHaveBeenCalledWith(storyRequests[2], 'cancelled', 'Reported twice.');
  },
});

/** The filters say what they change: a category, overdue only. */
export const Filters = meta.story({
  play: async ({ canvas, args }) => {
    await checks.chooseOption(canvas, /Category/, 'Elevator');
    await expect(args.onFilters).toHaveBeenLastCalledWith({ category: 'elevator' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Overdue only' }));
    await expect(args.onFilters).toHaveBeenLastCalledWith({ overdue: true });
  },
});

/** Nothing matches the filters. */
export const Empty = meta.story({
  args: { requests: [], area: 'admin', places: undefined, filters: { status: 'all' } },
  play: checks.showsText('No requests match these filters.'),
});
