import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { IdleWarning, type IdleWarningProps } from './IdleWarning.tsx';
import { createSessionStore, memoryStorage } from './session.ts';

/** A session whose last call was 29 minutes ago, with the staff limit of 30: the warning is due. */
function idleSession() {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  store.save({
    token: 'header.payload.signature',
    userId: 2,
    role: 'admin',
    email: 'admin@example.ca',
    name: 'admin',
    portalOption: 'residential',
    expiry: Date.now() + 3_600_000,
    idleMinutes: 30,
  });
  storage.items.set('last_activity', String(Date.now() - 29 * 60_000));
  return store;
}

/** The session is made when the story renders, under the story's clock. */
function IdleWarningStory(props: Omit<IdleWarningProps, 'session'>) {
  const [session] = useState(idleSession);
  return <IdleWarning session={session} {...props} />;
}

const meta = preview.meta({
  title: 'Screens/account/Idle Warning',
  component: IdleWarningStory,
  args: { onStay: fn(async () => undefined), onLogOut: fn(), onIdle: fn() },
});

export const StaySignedIn = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await expect(args.onStay).toHaveBeenCalled();
  },
});

export const LogOut = meta.story({
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalled();
  },
});
