// The read-only building page of the property administrator dashboard and the unit owner's building page (strata
// spec 2): the building and its agent side by side, then the onsite staff, then the documents by category. The
// pieces are the strata building page's own (BuildingPanels.tsx), without its admin actions.
import { Card, Columns, type Href } from '@portal/ui';
import type {
  StrataDocument,
  StrataDocumentCategory,
  StrataProperty,
  StrataPropertyStaff,
} from '../shared/schemas.ts';
import { AgentCard, BuildingDetailsCard, BuildingDocuments, StaffPanels } from './BuildingPanels.tsx';

export interface BuildingPanelsProps {
  property: StrataProperty;
  staff: readonly StrataPropertyStaff[];
  documents: readonly StrataDocument[];
  categories: readonly StrataDocumentCategory[];
  /** The area's PDF viewer address of a building document. */
  viewHref: (document: StrataDocument) => Href;
}

export function BuildingPanels({ property, staff, documents, categories, viewHref }: BuildingPanelsProps) {
  return (
    <>
      <Columns gap="lg">
        <BuildingDetailsCard property={property} />
        <AgentCard agent={property.agent} />
      </Columns>
      <Card title="Onsite Staff">
        <StaffPanels staff={staff} />
      </Card>
      <Card title="Documents">
        <BuildingDocuments
          documents={documents}
          categories={categories}
          viewHref={viewHref}
          hideEmptyGroups
        />
      </Card>
    </>
  );
}
