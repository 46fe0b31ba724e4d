import { expect } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { radioControl } from '../stories/controls.ts';
import { preview } from '../stories/preview.ts';
import { DescriptionList, descriptionListLayouts } from './DescriptionList.tsx';

const meta = preview.meta({
  title: 'Data/DescriptionList',
  component: DescriptionList,
  argTypes: { layout: radioControl(descriptionListLayouts) },
  args: {
    items: [
      { term: 'RM Number', description: 'RM1042' },
      { term: 'Address', description: '1203-4567 Kingsway, Burnaby, BC V5H 2B3' },
      { term: 'Contract Type', description: 'RM' },
      { term: 'Bedrooms', description: '2' },
      { term: 'Bathrooms', description: '2' },
      { term: 'Square Feet', description: '884' },
      { term: 'Move-in Fee', description: '$250.00' },
      { term: 'Parking', description: 'Stalls 114, 115' },
      { term: 'Owner', description: <Link href="/admin/owner/7">Amelia Tremblay</Link> },
      { term: 'Locker', description: null },
    ],
  },
});

/** Terms and values pair up; a missing value reads "Not provided". */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    const values = canvas.getAllByRole('definition');
    await expect(terms).toHaveLength(10);
    await expect(values[1]).toHaveTextContent('1203-4567 Kingsway, Burnaby, BC V5H 2B3');
    await expect(values[9]).toHaveTextContent('Not provided');
  },
});

export const Stacked = meta.story({
  args: {
    layout: 'stacked',
    items: [
      { term: 'Strata Agent', description: 'Priya Sandhu' },
      { term: 'Phone', description: '604-555-0142' },
      { term: 'Email', description: 'priya.sandhu@harbourviewpm.example' },
    ],
  },
});

export const LongText = meta.story({
  args: {
    items: [
      {
        term: 'Strata Management Company',
        description:
          'Harbourview Property Management Ltd., Suite 1500 - 1055 West Georgia Street, Vancouver, BC V6E 3P3 (after-hours emergency line 604-555-0199)',
      },
      { term: 'Building Manager', description: 'Jean-François Bouchard' },
    ],
  },
});

export const Empty = meta.story({
  args: {
    items: [
      { term: 'Suite', description: '' },
      { term: 'Intercom', description: undefined },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not provided')).toHaveLength(2);
  },
});
