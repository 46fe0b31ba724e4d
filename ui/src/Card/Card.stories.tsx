import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { Card, cardHeadingLevels } from './Card.tsx';

const onEdit = fn();

const meta = preview.meta({
  title: 'Layout/Card',
  component: Card,
  argTypes: { headingLevel: radioControl(cardHeadingLevels) },
  args: {
    title: 'Strata Agent',
    actions: (
      <Button size="small" variant="secondary" onPress={onEdit}>
        Edit Agent
      </Button>
    ),
    children: (
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Name', description: 'Priya Sandhu' },
          { term: 'Phone', description: '604-555-0142' },
          { term: 'Email', description: 'priya.sandhu@harbourviewpm.example' },
        ]}
      />
    ),
  },
});

/** A titled card is a region named by its heading. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Strata Agent' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Strata Agent' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Edit Agent' }));
    await expect(onEdit).toHaveBeenCalled();
  },
});

export const WithoutTitle = meta.story({
  args: {
    title: undefined,
    actions: undefined,
    children: <p>Onsite caretaker: Tuesday to Saturday, 8:00 am - 4:30 pm.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
});

export const LongTitle = meta.story({
  args: {
    title:
      'Strata Management Company - Harbourview Property Management Ltd. (Strata Plan EPS1234, The Residences at Metrotown)',
  },
});
