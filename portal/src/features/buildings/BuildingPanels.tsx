// The pieces of a building's page that the strata administrator, the building login (property admin) and the unit
// owner all show (strata spec 2): the building's details, its agent card, the onsite staff panels and the documents
// grouped by category. Pure views: data and callbacks come as props; links are plain hrefs.

import {
  Card,
  CategoryGroups,
  DescriptionList,
  formatDate,
  groupByCategory,
  type Href,
  Inline,
  Link,
  parseWeekHours,
  weekDays,
} from '@portal/ui';
import * as styles from '../shared/buildingScreen.css.ts';
import { ConfirmedAction } from '../shared/ConfirmedAction.tsx';
import { EmailLink } from '../shared/EmailLink.tsx';
import { RowButton } from '../shared/RowButton.tsx';
import type {
  StrataAgent,
  StrataDocument,
  StrataDocumentCategory,
  StrataProperty,
  StrataPropertyStaff,
} from '../shared/schemas.ts';
import { documentCascades } from '../shared/strataCascades.ts';

const countries: Record<number, string> = { 1: 'Canada', 2: 'U.S', 3: 'Other' };

/** Building Name, Strata Plan #, Address, Country, Building Manager and its phone, Login. */
export function BuildingDetailsCard({ property }: { property: StrataProperty }) {
  return (
    <Card title="Building Details">
      <DescriptionList
        layout="stacked"
        items={[
          { term: 'Building Name', description: property.buildingName },
          { term: 'Strata Plan #', description: property.strataPlanNumber },
          { term: 'Address', description: property.address },
          { term: 'Country', description: countries[property.countryId] ?? '' },
          { term: 'Building Manager', description: property.buildingManagerName ?? '' },
          { term: 'Building Manager Phone', description: property.buildingManagerPhone ?? '' },
          { term: 'Strata Owner Login', description: property.propertyAdmin?.userName ?? 'No login' },
        ]}
      />
    </Card>
  );
}

/** The building's strata agent: name, phone and email, or a note when none is assigned. */
export function AgentCard({ agent, headingId }: { agent: StrataAgent | null; headingId?: string }) {
  return (
    <Card title="Strata Agent" {...(headingId ? { headingId } : {})}>
      {agent ? (
        <DescriptionList
          layout="stacked"
          items={[
            { term: 'Name', description: agent.name },
            { term: 'Phone', description: <Link href={`tel:${agent.phone}`}>{agent.phone}</Link> },
            { term: 'Email', description: <EmailLink email={agent.email} /> },
          ]}
        />
      ) : (
        <p>No strata agent is assigned to this building.</p>
      )}
    </Card>
  );
}

/** One staff member's week, Monday to Sunday: "9:00 am - 5:00 pm" ("… (next day)" past midnight) or Off. */
export function staffHoursItems(hours: string, overnightDays: readonly string[] = []) {
  const days = parseWeekHours(hours);
  return weekDays.map((day, index) => {
    const shift = days[index];
    const nextDay = overnightDays.includes(day) ? ' (next day)' : '';
    return {
      term: day,
      description: shift && shift.start !== '' ? `${shift.start} - ${shift.end}${nextDay}` : 'Off',
    };
  });
}

export interface StaffPanelsProps {
  staff: readonly StrataPropertyStaff[];
  /** Deletes a staff member outright (strata spec 4) after the confirmation; left out, panels are read only. */
  onDelete?: ((member: StrataPropertyStaff) => Promise<void>) | undefined;
  /** Opens the member's edit form (Edit on the card); left out, no Edit. */
  onEdit?: ((member: StrataPropertyStaff) => void) | undefined;
}

/** One panel per onsite staff member: position, name, phone, email and the week's hours. */
export function StaffPanels({ staff, onDelete, onEdit }: StaffPanelsProps) {
  if (staff.length === 0) return <p>No onsite staff yet.</p>;
  return (
    <div className={styles.panelGrid}>
      {staff.map((member) => (
        <Card
          key={member.id}
          title={`${member.position}: ${member.name}`}
          headingLevel={3}
          actions={
            onDelete || onEdit ? (
              <Inline as="span" gap="sm">
                {onEdit ? (
                  <RowButton action="Edit" record={member.name} onPress={() => onEdit(member)} />
                ) : null}
                {onDelete ? (
                  <ConfirmedAction kind="delete" name={member.name} onConfirm={() => onDelete(member)} />
                ) : null}
              </Inline>
            ) : null
          }
        >
          <DescriptionList
            layout="stacked"
            items={[
              { term: 'Phone', description: <Link href={`tel:${member.phone}`}>{member.phone}</Link> },
              { term: 'Email', description: <EmailLink email={member.email} /> },
            ]}
          />
          <DescriptionList items={staffHoursItems(member.hours, member.overnightDays)} />
        </Card>
      ))}
    </div>
  );
}

interface ListedDocument {
  id: number;
  title: string;
  documentDate: string;
}

export interface DocumentsByCategoryProps<T extends ListedDocument> {
  /** Names the list, e.g. "Documents". */
  label: string;
  documents: readonly T[];
  categories: readonly { id: number; name: string }[];
  getCategoryId: (document: T) => number;
  /** The viewer's address of a document. */
  viewHref: (document: T) => Href;
  /** The edit form's address; left out, no Edit link. */
  editHref?: ((document: T) => Href) | undefined;
  /** Archives after the confirmation; left out, no Archive button. */
  onArchive?: ((document: T) => Promise<void>) | undefined;
  /** Viewers see only the categories that hold documents; admins see every folder. */
  hideEmptyGroups?: boolean;
}

/** The documents grouped by category (folders), each with View, and for admins Edit and Archive. */
export function DocumentsByCategory<T extends ListedDocument>({
  label,
  documents,
  categories,
  getCategoryId,
  viewHref,
  editHref,
  onArchive,
  hideEmptyGroups = false,
}: DocumentsByCategoryProps<T>) {
  return (
    <CategoryGroups
      label={label}
      groups={groupByCategory(documents, categories, getCategoryId)}
      getItemId={(document) => document.id}
      hideEmptyGroups={hideEmptyGroups}
      renderItem={(document) => (
        <Inline gap="sm">
          <span>{document.title}</span>
          <span className={styles.muted}>{formatDate(document.documentDate)}</span>
          <Link href={viewHref(document)} aria-label={`View ${document.title}`}>
            View
          </Link>
          {editHref || onArchive ? (
            <Inline as="span" gap="sm">
              {editHref ? (
                <Link href={editHref(document)} aria-label={`Edit ${document.title}`}>
                  Edit
                </Link>
              ) : null}
              {onArchive ? (
                <ConfirmedAction
                  kind="archive"
                  name={document.title}
                  cascade={documentCascades.archive}
                  onConfirm={() => onArchive(document)}
                />
              ) : null}
            </Inline>
          ) : null}
        </Inline>
      )}
    />
  );
}

export interface BuildingDocumentsProps {
  documents: readonly StrataDocument[];
  categories: readonly StrataDocumentCategory[];
  /** The viewer route of the area, e.g. `/strataAdmin/document/view/${id}`. */
  viewHref: (document: StrataDocument) => Href;
  editHref?: ((document: StrataDocument) => Href) | undefined;
  onArchive?: ((document: StrataDocument) => Promise<void>) | undefined;
  hideEmptyGroups?: boolean;
}

/** A building's documents grouped by its categories and folders. */
export function BuildingDocuments(props: BuildingDocumentsProps) {
  return (
    <DocumentsByCategory
      label="Building documents"
      getCategoryId={(document) => document.strataDocumentCategoryId}
      {...props}
    />
  );
}
