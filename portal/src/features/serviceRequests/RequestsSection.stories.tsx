import { within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestsSectionView, type RequestsSectionViewProps } from './RequestsSection.tsx';
import { storyRequests } from './requestFixtures.ts';

const meta = preview.meta({
  title: 'Screens/staff/PlaceRequests',
  component: RequestsSectionView,
  args: {
    area: 'strataAdmin',
    requests: storyRequests,
    status: 'ready',
    boardHref: '/strataAdmin/requests?place=4&status=all',
  } satisfies Partial<RequestsSectionViewProps>,
});

/** A building's requests under its page, each a link, and the board filtered to the building. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, {
      'All its requests on the board': '/strataAdmin/requests?place=4&status=all',
    });
    await checks.expectLinks(within(canvas.getByRole('grid', { name: 'Service Requests' })), {
      'Parkade gate does not close': '/strataAdmin/requests/33',
    });
  },
});

/** A unit without requests (the board has no unit filter: no link). */
export const Empty = meta.story({
  args: { requests: [], boardHref: undefined },
  play: checks.showsText('No requests about this place.'),
});

/** The list failed to load. */
export const Failed = meta.story({
  args: { requests: [], status: 'error' },
  play: checks.showsText('Could not load requests.'),
});
