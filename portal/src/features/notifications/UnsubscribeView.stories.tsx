import { notificationMessages } from '@portal/sdk/notifications';
import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { missingLinkMessage, UnsubscribeView } from './UnsubscribeView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Stop Emails',
  component: UnsubscribeView,
  args: { hasToken: true, done: null, onUnsubscribe: fn(), pending: false, failure: null },
});

/** The link of a mail's footer: one button stops that kind of email, by keyboard too. */
export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.expectHeading(canvas, 'Stop these emails');
    await checks.expectTexts(canvas, /You still see them when you sign in/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Stop these emails' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnsubscribe).toHaveBeenCalledTimes(1);
  },
});

/** Done: the event named, and where to turn it on again. */
export const Done = meta.story({
  args: { done: 'announcementPosted' },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, /You will no longer get emails for: Announcements/);
    await expect(canvas.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  },
});

/** A token the server refused (forged, or of an account gone): its plain message, and the button to try again. */
export const Refused = meta.story({
  args: { failure: notificationMessages.badUnsubscribeLink },
  play: checks.showsAlert(notificationMessages.badUnsubscribeLink),
});

/** Opened without a token: nothing to press. */
export const WithoutToken = meta.story({
  args: { hasToken: false },
  play: async ({ canvas }) => {
    await checks.expectAlert(canvas, missingLinkMessage);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});
