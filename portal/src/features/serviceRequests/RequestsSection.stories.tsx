import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { RequestsSectionView } from './RequestsSection.tsx';
import { storyRequests } from './requestFixtures.ts';

const meta = {
  title: 'Screens/staff/PlaceRequests',
  component: RequestsSectionView,
  args: {
    area: 'strataAdmin',
    requests: storyRequests,
    status: 'ready',
    boardHref: '/strataAdmin/requests?place=4&status=all',
  },
} satisfies Meta<typeof RequestsSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A building's requests under its page, each a link, and the board filtered to the building. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, {
      'All its requests on the board': '/strataAdmin/requests?place=4&status=all',
    });
    await checks.expectLinks(within(canvas.getByRole('grid', { name: 'Service Requests' })), {
      'Parkade gate does not close': '/strataAdmin/requests/33',
    });
  },
};

/** A unit without requests (the board has no unit filter: no link). */
export const Empty: Story = {
  args: { requests: [], boardHref: undefined },
  play: checks.showsText('No requests about this place.'),
};

/** The list failed to load. */
export const Failed: Story = {
  args: { requests: [], status: 'error' },
  play: checks.showsText('Could not load requests.'),
};
