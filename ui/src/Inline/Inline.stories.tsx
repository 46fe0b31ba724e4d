import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { spaceControl } from '../theme/layout.css.ts';
import { Inline, type InlineProps, inlineAligns, inlineJustifies } from './Inline.tsx';

const onSave = fn();

const meta = preview.meta({
  title: 'Layout/Inline',
  component: Inline,
  argTypes: {
    gap: spaceControl,
    align: radioControl(inlineAligns),
    justify: radioControl(inlineJustifies),
  },
  args: {
    gap: 'sm',
    children: (
      <>
        <Button onPress={onSave}>Save</Button>
        <Link href="#owners">Cancel</Link>
      </>
    ),
  } satisfies Partial<InlineProps>,
});

/** A form's button and its Cancel link side by side, centred across the row, the `sm` space apart. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const cancel = canvas.getByRole('link', { name: 'Cancel' });
    const gap = cancel.getBoundingClientRect().left - save.getBoundingClientRect().right;
    await expect(gap).toBe(8);
    await userEvent.click(save);
    await expect(onSave).toHaveBeenCalled();
  },
});

/** A toolbar: its parts pushed to either end. */
export const SpaceBetween = meta.story({
  args: {
    gap: 'md',
    justify: 'spaceBetween',
    children: (
      <>
        <span>3 unread</span>
        <Button variant="secondary">Mark All As Read</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mark All As Read' });
    const row = button.parentElement as HTMLElement;
    await expect(Math.round(row.getBoundingClientRect().right - button.getBoundingClientRect().right)).toBe(
      0,
    );
  },
});

/** Many actions wrap onto a second line on a narrow screen instead of overflowing it. */
export const Wrapping = meta.story({
  args: {
    children: ['Edit Property', 'Add Unit', 'Upload Document', 'Archive Property', 'View Archived Units'].map(
      (label) => (
        <Button key={label} variant="secondary">
          {label}
        </Button>
      ),
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '320px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    const first = buttons[0] as HTMLElement;
    const last = buttons.at(-1) as HTMLElement;
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
  },
});
