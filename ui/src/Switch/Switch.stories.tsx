import { expect, fn } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { expectToggles } from '../stories/togglePlay.ts';
import { Switch } from './Switch.tsx';

/** The switch's label, which the plays find it by. */
const label = 'Parking available';

const meta = preview.meta({
  title: 'Fields/Switch',
  component: Switch,
  args: { children: label, onChange: fn() },
});

/** A click turns it on, Space turns it off. */
export const Default = meta.story({
  play: (context) => expectToggles(context, 'switch', label),
});

export const On = meta.story({ args: { children: 'Show archived owners', defaultSelected: true } });

export const Disabled = meta.story({
  args: { children: 'Pre-authorized debit active', isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
});
