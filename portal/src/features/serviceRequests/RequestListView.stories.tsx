import { within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestListView, type RequestListViewProps } from './RequestListView.tsx';
import { storyRequests } from './requestFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Requests',
  component: RequestListView,
  args: { area: 'strataUnitOwner', requests: storyRequests } satisfies Partial<RequestListViewProps>,
});

/** Their own requests and their building's common-area ones, each a link; New Request. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Requests');
    await checks.expectLinks(canvas, { 'New Request': '/strataUnitOwner/requests/new' });
    const grid = canvas.getByRole('grid', { name: 'Requests' });
    await checks.expectLinks(within(grid), {
      'Water stain spreading on the bathroom ceiling': '/strataUnitOwner/requests/32',
    });
  },
});

/** A rental owner without requests. */
export const Empty = meta.story({
  args: { area: 'owner', requests: [] },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'No requests yet. Ask for something with New Request.');
    await checks.expectLinks(canvas, { 'New Request': '/owner/requests/new' });
  },
});
