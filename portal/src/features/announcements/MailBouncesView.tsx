// The staff's section of the addresses that bounce: the people of their side (per building on the strata side) whose
// address a mail server refused for good, with the server's answer. No mail goes to them until the address changes.
import { Select, Stack } from '@portal/ui';
import * as styles from './announcements.css.ts';
import { type MailBounce, announcementWords as words } from './announcementText.ts';
import { PlainTable, TimeCell } from './PlainTable.tsx';

export interface MailBouncesViewProps {
  bounces: readonly MailBounce[];
  /** The strata side: the buildings to narrow the list to, and the one chosen (null: every building). */
  buildings?: readonly { id: number; buildingName: string }[];
  buildingId?: number | null;
  onBuilding?: (buildingId: number | null) => void;
}

export function MailBouncesView({ bounces, buildings, buildingId = null, onBuilding }: MailBouncesViewProps) {
  return (
    <Stack as="section" gap="sm" aria-labelledby="mail-bounces">
      <h2 id="mail-bounces" className={styles.sectionTitle}>
        {words.bouncesHeading}
      </h2>
      <p className={styles.empty}>{words.bouncesDescription}</p>
      {buildings && onBuilding ? (
        <Select
          label="Building"
          options={[
            { id: 'all', label: 'Every building' },
            ...buildings.map((b) => ({ id: String(b.id), label: b.buildingName })),
          ]}
          selectedKey={buildingId === null ? 'all' : String(buildingId)}
          onSelectionChange={(key) => onBuilding(key === 'all' || key === null ? null : Number(key))}
        />
      ) : null}
      {bounces.length === 0 ? (
        <p>{words.noBounces}</p>
      ) : (
        <PlainTable
          caption="People whose email address bounces, newest first"
          headings={['Name', 'Email', 'Where', 'Mail server’s answer', 'Since']}
        >
          {bounces.map((bounce) => (
            <tr key={bounce.userId}>
              <td className={styles.cell}>
                {bounce.name} ({bounce.userName})
              </td>
              <td className={styles.cell}>{bounce.email}</td>
              <td className={styles.cell}>{bounce.place}</td>
              <td className={styles.cell}>{bounce.reason}</td>
              <TimeCell at={bounce.bouncedAt} />
            </tr>
          ))}
        </PlainTable>
      )}
    </Stack>
  );
}
