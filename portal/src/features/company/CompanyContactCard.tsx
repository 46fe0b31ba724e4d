import type { CompanyContact } from '@portal/sdk/types';
import { Card, DescriptionList, Link } from '@portal/ui';
import { EmailLink } from '../shared/EmailLink.tsx';

export type { CompanyContact } from '@portal/sdk/types';

/**
 * How an owner reaches their manager, on every owner and unit owner dashboard: the company, its phone and email (each a
 * link that calls or writes) and its office hours, from the server's configuration.
 */
export function CompanyContactCard({ contact }: { contact: CompanyContact }) {
  return (
    <Card title="Contact Your Manager">
      <DescriptionList
        items={[
          { term: 'Company', description: contact.name },
          {
            term: 'Phone',
            description: <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Link>,
          },
          { term: 'Email', description: <EmailLink email={contact.email} /> },
          { term: 'Office Hours', description: contact.officeHours },
        ]}
      />
    </Card>
  );
}
