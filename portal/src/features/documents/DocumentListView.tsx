// /admin/documents: every rental document, of properties and of owners, a page at a time from the server. Each title
// opens the document in the in-browser viewer; Upload opens the upload form (/admin/document).
import { Button, type DataTableColumn, formatDate, type Href, Link } from '@portal/ui';
import { BreakableName } from '../shared/BreakableName.tsx';
import { hrefFrom } from '../shared/backLinks.ts';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { documentTitle } from '../shared/RentalDocumentsTable.tsx';
import * as styles from '../shared/rentalScreen.css.ts';
import type { Document as RentalDocument } from '../shared/schemas.ts';
import type { ServerTableState } from '../shared/tableProps.ts';

/** What a document is filed for: its property's RM Number or its owner's name. */
export function filedFor(document: RentalDocument): string {
  if (document.propertyRmNumber) return `Property ${document.propertyRmNumber}`;
  if (document.ownerName) return `Owner ${document.ownerName}`;
  return '';
}

/** The page of the record a document is filed for, telling it to lead back to the Documents page. */
function filedForHref(document: RentalDocument): Href | null {
  if (document.propertyId !== null)
    return hrefFrom(`/admin/property/${document.propertyId}`, '/admin/documents');
  if (document.ownerId !== null) return hrefFrom(`/admin/owner/${document.ownerId}`, '/admin/documents');
  return null;
}

export interface DocumentListViewProps {
  documents: readonly RentalDocument[];
  /** The table paged, sorted and searched by the server (`documents` is then its page). */
  table?: ServerTableState<RentalDocument>;
  /** Opens the document in the viewer. */
  onView: (document: RentalDocument) => void;
}

function columns(onView: DocumentListViewProps['onView']): readonly DataTableColumn<RentalDocument>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      value: documentTitle,
      isRowHeader: true,
      render: (row) =>
        row.hasFile ? (
          // In a phone's card the cell is a grid whose items stretch: wrapped, the button keeps its own width and its
          // title starts where the card's other values do instead of being centred in a stretched button.
          <span>
            <Button
              variant="link"
              size="small"
              onPress={() => onView(row)}
              aria-label={`View ${documentTitle(row)}`}
            >
              <BreakableName text={documentTitle(row)} />
            </Button>
          </span>
        ) : (
          <span>
            <BreakableName text={documentTitle(row)} /> <span className={styles.hint}>(no file yet)</span>
          </span>
        ),
    },
    {
      id: 'filedFor',
      header: 'Filed For',
      value: filedFor,
      render: (row) => {
        const href = filedForHref(row);
        return href ? <Link href={href}>{filedFor(row)}</Link> : filedFor(row);
      },
    },
    { id: 'documentType', header: 'Type', value: (row) => row.documentType.name },
    { id: 'documentDate', header: 'Date', value: (row) => formatDate(row.documentDate) },
  ];
}

/** The header's link: Upload, to the upload form. */
const headerLinks = [{ label: 'Upload', href: '/admin/document' }] as const;

export function DocumentListView({ documents, table, onView }: DocumentListViewProps) {
  return (
    <ListScreen title="Documents" links={headerLinks}>
      <RecordTable
        label="Documents"
        columns={columns(onView)}
        rows={documents}
        table={table}
        emptyMessage="No documents yet."
      />
    </ListScreen>
  );
}
