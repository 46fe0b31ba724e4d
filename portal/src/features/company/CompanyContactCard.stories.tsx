import { expect } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { CompanyContactCard } from './CompanyContactCard.tsx';

const meta = preview.meta({
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
});

/** On the owner's and the unit owner's dashboards: who manages, a phone to call, an email to write, when to reach them. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Contact Your Manager' })).toBeVisible();
    await checks.expectTexts(
      canvas,
      'Harbourview Property Management',
      'Monday to Friday, 9:00 am to 5:00 pm (Pacific time)',
    );
    await checks.expectLinks(canvas, {
      '604-555-0100': 'tel:6045550100',
      'office@harbourviewpm.example': 'mailto:office@harbourviewpm.example',
    });
  },
});

/** A long email address wraps at "@" and "." on a phone instead of running out of the card. */
export const LongEmail = meta.story({
  args: {
    contact: {
      name: 'Harbourview Property Management and Strata Services',
      phone: '+1 604-555-0100',
      email: 'owner-relations.rental-management@harbourviewpropertymanagement.example',
      officeHours: 'Monday to Friday, 8:30 am to 4:30 pm; closed on statutory holidays',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await checks.expectLinks(canvas, {
      'owner-relations.rental-management@harbourviewpropertymanagement.example':
        'mailto:owner-relations.rental-management@harbourviewpropertymanagement.example',
      '+1 604-555-0100': 'tel:+16045550100',
    });
    const card = canvasElement.querySelector('section');
    await expect(card?.scrollWidth).toBeLessThanOrEqual((card?.clientWidth ?? 0) + 1);
  },
});
