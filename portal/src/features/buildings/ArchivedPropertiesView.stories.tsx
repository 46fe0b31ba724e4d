import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { storyArchivedStrataProperties } from './strataFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/ArchivedProperties',
  component: ArchivedPropertiesView,
  args: {
    properties: storyArchivedStrataProperties,
    ...checks.restoreDeleteArgs(),
  },
});

/** One archived building; restore and delete each ask first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Archived Strata Properties');
    await checks.expectLinks(canvas, { 'Back To Dashboard': '/strataAdmin/dashboard' });
    await checks.expectRestoreThenDelete(canvas, args, 'Cedar Court', storyArchivedStrataProperties[0], {
      restore: 'Its unit users and its Strata Owner login see it again.',
      delete:
        'Its units (with their owners, invitations and payments), documents, staff and files are deleted too; its Strata Owner login is kept.',
    });
  },
});

/** Nothing archived. */
export const Empty = meta.story({
  args: { properties: [] },
  play: checks.showsText('No archived strata properties.'),
});
