import { expect } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { GuardedLayout } from './GuardedLayout.tsx';

const meta = preview.meta({
  title: 'Layout/GuardedLayout',
  component: GuardedLayout,
  args: {
    allowed: true,
    fallback: <p role="status">Redirecting to the login page…</p>,
    children: (
      <section aria-label="Owners">
        <h1>Owners</h1>
        <p>Amelia Tremblay · Liam Gagnon · Priya Singh</p>
      </section>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Owners' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});

/** Not allowed: the children are not rendered at all, only the fallback. */
export const NotAllowed = meta.story({
  args: { allowed: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading', { name: 'Owners' })).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('Amelia Tremblay');
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to the login page…');
  },
});

export const NotAllowedWithoutFallback = meta.story({
  args: { allowed: false, fallback: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('Owners');
  },
});
