// The staff's section of the addresses that bounce: the people of their side (per building on the strata side) whose
// address a mail server refused for good, with the server's answer. No mail goes to them until the address changes.
import { Select, Stack } from '@portal/ui';
import { formatDateTime } from '../shared/dateTime.ts';
import * as styles from './announcements.css.ts';
import { type MailBounce, announcementWords as words } from './announcementText.ts';

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
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.empty}>People whose email address bounces, newest first</caption>
            <thead>
              <tr>
                {['Name', 'Email', 'Where', 'Mail server’s answer', 'Since'].map((heading) => (
                  <th key={heading} className={styles.cell} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bounces.map((bounce) => (
                <tr key={bounce.userId}>
                  <td className={styles.cell}>
                    {bounce.name} ({bounce.userName})
                  </td>
                  <td className={styles.cell}>{bounce.email}</td>
                  <td className={styles.cell}>{bounce.place}</td>
                  <td className={styles.cell}>{bounce.reason}</td>
                  <td className={styles.cell}>
                    <time dateTime={bounce.bouncedAt}>{formatDateTime(bounce.bouncedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
