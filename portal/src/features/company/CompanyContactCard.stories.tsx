import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyContactCard } from './CompanyContactCard.tsx';

const meta = {
  title: 'Screens/owner/Company Contact',
  component: CompanyContactCard,
  args: {
    contact: {
      name: 'Harbourview Property Management',
      phone: '604-555-0100',
      email: 'office@harbourviewpm.example',
      officeHours: 'Monday to Friday, 9:00 am to 5:00 pm (Pacific time)',
    },
  },
} satisfies Meta<typeof CompanyContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the owner's and the unit owner's dashboards: who manages, a phone to call, an email to write, when to reach them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact Your Manager' })).toBeVisible();
    await expect(canvas.getByText('Harbourview Property Management')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '604-555-0100' })).toHaveAttribute(
      'href',
      'tel:6045550100',
    );
    await expect(canvas.getByRole('link', { name: 'office@harbourviewpm.example' })).toHaveAttribute(
      'href',
      'mailto:office@harbourviewpm.example',
    );
    await expect(canvas.getByText('Monday to Friday, 9:00 am to 5:00 pm (Pacific time)')).toBeVisible();
  },
};

/** A long email address wraps at "@" and "." on a phone instead of running out of the card. */
export const LongEmail: Story = {
  args: {
    contact: {
      name: 'Harbourview Property Management and Strata Services',
      phone: '+1 604-555-0100',
      email: 'owner-relations.rental-management@harbourviewpropertymanagement.example',
      officeHours: 'Monday to Friday, 8:30 am to 4:30 pm; closed on statutory holidays',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('link', {
      name: 'owner-relations.rental-management@harbourviewpropertymanagement.example',
    });
    await expect(email).toHaveAttribute(
      'href',
      'mailto:owner-relations.rental-management@harbourviewpropertymanagement.example',
    );
    await expect(canvas.getByRole('link', { name: '+1 604-555-0100' })).toHaveAttribute(
      'href',
      'tel:+16045550100',
    );
    const card = canvasElement.querySelector('section');
    await expect(card?.scrollWidth).toBeLessThanOrEqual((card?.clientWidth ?? 0) + 1);
  },
};
