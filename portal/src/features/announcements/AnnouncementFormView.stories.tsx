import { announcementMessages as messages } from '@portal/sdk/notifications';
import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import {
  AnnouncementFormView,
  type AnnouncementFormViewProps,
  chooseBuildingMessage,
} from './AnnouncementFormView.tsx';
import { storyBuildings } from './announcementFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/New announcement',
  component: AnnouncementFormView,
  args: {
    area: 'strataAdmin',
    buildings: storyBuildings,
    onSubmit: fn(),
    today: '2026-12-01',
  } satisfies Partial<AnnouncementFormViewProps>,
});

/** A building, a title and the text with light marks: the announcement goes as sanitised-to-be HTML. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await checks.expectHeading(canvas, 'New announcement');
    await checks.chooseOption(canvas, /Building/, 'Bayshore Commons');
    await checks.typeInto(canvas, {
      Title: 'Water shut-off on Thursday',
      Text: 'The water is off from **9:00**.',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pin to the top of dashboards' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post Announcement' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      body: {
        title: 'Water shut-off on Thursday',
        body: '<p>The water is off from <strong>9:00</strong>.</p>',
        audience: { strataPropertyId: 1 },
        pinned: true,
        statutory: false,
        expiresAt: null,
      },
      file: undefined,
    });
  },
});

/** Nothing filled in: each field says what is missing, nothing is sent. */
export const Missing = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post Announcement' }));
    await checks.expectTexts(canvas, messages.titleBlank, messages.bodyBlank, chooseBuildingMessage);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The rental side writes to the rental owners only; the server's refusal shows above the form. */
export const RentalOwners = meta.story({
  args: { area: 'admin', buildings: [], failure: messages.audienceNotYours },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'Rental owners', messages.audienceNotYours);
    await expect(canvas.queryByRole('checkbox', { name: /Strata Property Act/ })).toBeNull();
  },
});
