import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { NotificationsView, type NotificationsViewProps } from './NotificationsView.tsx';
import { storyNotifications, storyPreferences } from './notificationFixtures.ts';
import { emptyMessage, lockedNote } from './notificationText.ts';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Notifications',
  component: NotificationsView,
  args: {
    area: 'strataUnitOwner',
    notifications: storyNotifications,
    unreadOnly: false,
    onUnreadOnly: fn(),
    onOpen: fn(),
    onMarkAllRead: fn(),
    preferences: storyPreferences,
    onSavePreferences: fn(),
  } satisfies Partial<NotificationsViewProps>,
});

/** Newest first, each a link to its page, the unread one marked; Mark all read marks up to the newest shown. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await checks.expectHeading(canvas, 'Notifications');
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await checks.expectLinks(within(list), {
      'Request #32 updated: Water stain spreading on the bathroom ceiling': '/strataUnitOwner/requests/32',
      'New building document: AGM Minutes 2026': '/strataUnitOwner/strataProperty/1',
    });
    await expect(within(list).getAllByText(/Unread/)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledWith(43);
  },
});

/** The settings: a frequency per event the person can hear of; the statutory notice cannot be changed. */
export const EmailSettings = meta.story({
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Email settings' }));
    await checks.expectTexts(form, lockedNote);
    await checks.chooseOption(canvas, /Documents filed for my unit/, 'Weekly digest');
    await userEvent.click(form.getByRole('button', { name: 'Save settings' }));
    await expect(args.onSavePreferences).toHaveBeenCalledWith([
      { event: 'buildingDocumentPosted', frequency: 'instant' },
      { event: 'unitDocumentPosted', frequency: 'weekly' },
      { event: 'serviceRequestUpdated', frequency: 'instant' },
      { event: 'announcementPosted', frequency: 'weekly' },
    ]);
  },
});

/** Nothing unread: the switch is on, the list says so, Mark all read is off. */
export const NothingUnread = meta.story({
  args: { notifications: [], unreadOnly: true },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, emptyMessage.unread);
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Show unread only' })).toBeChecked();
  },
});

/** A rental owner: the rental events only. */
export const Owner = meta.story({
  args: { area: 'owner', notifications: [] },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, emptyMessage.all);
    const form = within(canvas.getByRole('form', { name: 'Email settings' }));
    await expect(form.queryByText(lockedNote)).toBeNull();
    await expect(form.getByText('Documents filed for me or my properties')).toBeVisible();
  },
});
