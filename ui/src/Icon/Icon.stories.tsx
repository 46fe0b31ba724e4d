import { expect } from 'storybook/test';
import { selectControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { Icon, type IconProps, iconNames } from './Icon.tsx';

const meta = preview.meta({
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'calendar', size: 24 } satisfies Partial<IconProps>,
  argTypes: { name: selectControl(iconNames) },
});

export const Default = meta.story({});

/** Every icon, labelled by the text next to it: the icons themselves are hidden from screen readers. */
export const All = meta.story({
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(svgs).toHaveLength(iconNames.length);
    await expect(canvas.getByText('calendar')).toBeVisible();
  },
});
