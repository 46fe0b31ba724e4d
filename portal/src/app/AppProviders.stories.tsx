import { Button, Link } from '@portal/ui';
import { memo, Profiler, useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../features/shared/fixtures/preview.ts';
import { AppProviders } from './AppProviders.tsx';

/** The page in the frame: like the router's Outlet, it renders again only when its own props or contexts change. */
const Page = memo(function Page({ onLinkRender }: { onLinkRender: () => void }) {
  return (
    <Profiler id="link" onRender={onLinkRender}>
      <Link href="/admin/dashboard">Dashboard</Link>
    </Profiler>
  );
});

/** A frame that passes AppProviders a new `navigate` each time it renders, as the role areas' frame does. */
function FrameRenderedAgain({
  onLinkRender,
  onNavigate,
}: {
  onLinkRender: () => void;
  onNavigate: (href: string, frameRender: number) => void;
}) {
  const [frameRender, setFrameRender] = useState(1);
  return (
    <AppProviders navigate={(href) => onNavigate(String(href), frameRender)}>
      <Button variant="secondary" onPress={() => setFrameRender((count) => count + 1)}>
        Render the frame again
      </Button>
      <p>Frame rendered {frameRender} times</p>
      <Page onLinkRender={onLinkRender} />
    </AppProviders>
  );
}

const meta = preview.meta({
  title: 'App/Providers',
  component: FrameRenderedAgain,
  args: { onLinkRender: fn(), onNavigate: fn() },
});

/**
 * The frame renders again with a new navigate function: the page's links do not render again (react-aria's router
 * context keeps one function), and a link followed afterwards navigates with the frame's latest function.
 */
export const NewNavigateEachRender = meta.story({
  play: async ({ canvas, args }) => {
    await expect(args.onLinkRender).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Render the frame again' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Render the frame again' }));
    await expect(await canvas.findByText('Frame rendered 3 times')).toBeVisible();
    await expect(args.onLinkRender).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/dashboard', 3);
  },
});
