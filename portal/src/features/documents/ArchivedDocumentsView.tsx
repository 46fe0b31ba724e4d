import {
  CategoryGroups,
  groupByCategory,
  type Href,
  Inline,
  Link,
  type LinkItem,
  PageHeader,
  Stack,
} from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { RestoreDeleteActions } from '../shared/RowActions.tsx';
import { RowButton } from '../shared/RowButton.tsx';
import { documentCascades } from '../shared/strataCascades.ts';
import * as documentStyles from '../shared/strataDocuments.css.ts';

export interface ArchivedDocument {
  id: number;
  title: string;
  documentDate: string;
  category: { id: number; name: string };
}

export interface ArchivedDocumentsViewProps {
  /** "Archived Documents" of a building, or of a unit. */
  title: string;
  /** e.g. "Bayshore Commons (BCS1234)" or "Unit 101, Bayshore Commons". */
  description: string;
  documents: readonly ArchivedDocument[];
  /** The categories in their order (the groups). */
  categories: readonly { id: number; name: string }[];
  viewHref: (document: ArchivedDocument) => Href;
  onDownload: (document: ArchivedDocument) => void;
  /** Each rejects when it failed; the dialog then stays open and `failure` says why. */
  onRestore: (document: ArchivedDocument) => Promise<void>;
  onDelete: (document: ArchivedDocument) => Promise<void>;
  /** The spec's message of the last failed action ("Error restoring document", "Error deleting document"). */
  failure: string | null;
  /** Back to the building, or the link to the unit. */
  backLink: LinkItem;
}

/**
 * /strataAdmin/property/archived/{id} and /strataAdmin/documents/archived/strataUnit/{id} (strata spec 2, 4, 8): the
 * archived documents grouped by category, each with View, Download, Restore and Delete (both confirmed).
 */
export function ArchivedDocumentsView({
  title,
  description,
  documents,
  categories,
  viewHref,
  onDownload,
  onRestore,
  onDelete,
  failure,
  backLink,
}: ArchivedDocumentsViewProps) {
  const groups = groupByCategory(documents, categories, (document) => document.category.id);
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} backLink={backLink} />
      <FailureAlert failure={failure} />
      <CategoryGroups
        label={title}
        groups={groups}
        headingLevel={2}
        hideEmptyGroups
        emptyMessage="No archived documents."
        getItemId={(document) => document.id}
        renderItem={(document) => (
          <Inline gap="sm">
            <span>{document.title}</span>
            <span className={documentStyles.muted}>{document.documentDate}</span>
            <Inline as="span" gap="sm">
              <Link href={viewHref(document)} aria-label={`View ${document.title}`}>
                View
              </Link>
              <RowButton action="Download" record={document.title} onPress={() => onDownload(document)} />
              <RestoreDeleteActions
                name={document.title}
                cascades={documentCascades}
                onRestore={() => onRestore(document)}
                onDelete={() => onDelete(document)}
              />
            </Inline>
          </Inline>
        )}
      />
    </Stack>
  );
}
