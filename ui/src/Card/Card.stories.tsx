import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DescriptionList } from '../DescriptionList/DescriptionList.tsx';
import { radioControl } from '../stories/controls.ts';
import { Card, cardHeadingLevels } from './Card.tsx';

const onEdit = fn();

const meta = {
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
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Strata Agent' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Strata Agent' })).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Edit Agent' }));
    await expect(onEdit).toHaveBeenCalled();
  },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    actions: undefined,
    children: <p>Onsite caretaker: Tuesday to Saturday, 8:00 am - 4:30 pm.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Strata Management Company - Harbourview Property Management Ltd. (Strata Plan EPS1234, The Residences at Metrotown)',
  },
};
