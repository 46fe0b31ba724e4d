import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { TextField } from '../TextField/TextField.tsx';
import { spaceControl } from '../theme/layout.css.ts';
import { Stack, type StackProps, stackMaxWidths } from './Stack.tsx';

const onSubmit = fn((event: { preventDefault: () => void }) => event.preventDefault());

const meta = preview.meta({
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    gap: spaceControl,
    maxWidth: radioControl([undefined, ...stackMaxWidths]),
  },
  args: {
    gap: 'lg',
    children: (
      <>
        <Card title="Building">
          <p>The Residences at Metrotown, 4688 Kingsway, Burnaby</p>
        </Card>
        <Card title="Strata Agent">
          <p>Priya Sandhu, 604-555-0142</p>
        </Card>
      </>
    ),
  } satisfies Partial<StackProps>,
});

/** A page's cards one under the other, the `lg` space apart. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const [building, agent] = canvas.getAllByRole('region') as [HTMLElement, HTMLElement];
    await expect(building).toHaveAccessibleName('Building');
    await expect(agent).toHaveAccessibleName('Strata Agent');
    const gap = agent.getBoundingClientRect().top - building.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
});

/** A form's fields in a column kept to 40rem, submitting as any form does. */
export const Form = meta.story({
  args: {
    as: 'form',
    gap: 'md',
    maxWidth: 'md',
    'aria-label': 'Owner Email',
    onSubmit,
    children: (
      <>
        <TextField label="Email" name="email" defaultValue="dana.li@example.com" />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Owner Email' });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(640);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSubmit).toHaveBeenCalled();
  },
});

/** A list drawn as a column, without bullets or indent. */
export const List = meta.story({
  args: {
    as: 'ul',
    gap: 'sm',
    children: ['Pool closed for maintenance', 'Window cleaning on Tuesday', 'AGM on June 21'].map((item) => (
      <li key={item}>{item}</li>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
  },
});
