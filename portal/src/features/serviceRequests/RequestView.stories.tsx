import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestView, type RequestViewProps } from './RequestView.tsx';
import { storyDetail, storyResolvedForRequester } from './requestFixtures.ts';

const meta = preview.meta({
  title: 'Screens/staff/ServiceRequest',
  component: RequestView,
  args: {
    area: 'strataAdmin',
    request: storyDetail,
    isRequester: false,
    now: new Date('2026-12-03T12:00:00Z'),
    ...checks.resolvingHandlers('onMove', 'onComment', 'onAttach', 'onFollow'),
    onDownloadAttachment: fn(),
    onDownloadPdf: fn(),
  } satisfies Partial<RequestViewProps>,
});

/** Staff: the timeline (who, when, from → to), the internal note marked, the moves from In progress. */
export const Staff = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Water stain spreading on the bathroom ceiling');
    const timeline = within(canvas.getByRole('list', { name: 'Timeline' }));
    await checks.expectTexts(
      timeline,
      'New → Acknowledged',
      'Acknowledged → In progress',
      'Plumber on site.',
    );
    const comments = within(canvas.getByRole('list', { name: 'Comments' }));
    await checks.expectTexts(comments, 'Internal note');
    await expect(canvas.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Note with the change/ }), 'Fixed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Resolve' }));
    await expect(args.onMove).toHaveBeenCalledWith('resolved', 'Fixed.');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Comment/ }), 'Check unit 201 first.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Internal note/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add internal note' }));
    await expect(args.onComment).toHaveBeenCalledWith('Check unit 201 first.', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Download ceiling-stain.jpg' }));
    await expect(args.onDownloadAttachment).toHaveBeenCalledWith(storyDetail.attachments[0]);
  },
});

/** The requester of a resolved request may reopen it within 14 days; no staff moves, no internal-note box. */
export const RequesterReopens = meta.story({
  args: { area: 'strataUnitOwner', request: storyResolvedForRequester, isRequester: true },
  play: async ({ canvas, args }) => {
    await checks.expectLinks(canvas, { 'Back To Requests': '/strataUnitOwner/requests' });
    await expect(canvas.queryByRole('checkbox', { name: /Internal note/ })).toBeNull();
    await expect(canvas.queryByText('Internal note')).toBeNull();
    await checks.expectTexts(canvas, /You can reopen this request until 2026-12-16/);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reopen request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await expect(args.onMove).toHaveBeenCalledWith('inProgress');
  },
});

/** Past the 14 days the requester can no longer reopen. */
export const ReopenTooLate = meta.story({
  args: {
    area: 'strataUnitOwner',
    request: storyResolvedForRequester,
    isRequester: true,
    now: new Date('2026-12-20T12:00:00Z'),
  },
  play: ({ canvas }) => checks.expectAbsent(canvas, 'button', 'Reopen'),
});

/** A neighbour reading a building's open request: Me too. */
export const NeighbourMeToo = meta.story({
  args: {
    area: 'strataUnitOwner',
    request: { ...storyResolvedForRequester, status: 'inProgress', following: false, reopenUntil: null },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Me too' }));
    await expect(args.onFollow).toHaveBeenCalled();
  },
});

/** A cancelled request takes no more comments or files. */
export const Cancelled = meta.story({
  args: { request: { ...storyDetail, status: 'cancelled' } },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'This request is closed; comments are no longer taken.');
    await checks.expectAbsent(canvas, 'button', 'Attach', 'Resolve');
  },
});
