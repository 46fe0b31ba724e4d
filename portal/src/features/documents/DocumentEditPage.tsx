import type { LinkItem } from '@portal/ui';
// The containers of the two strata document edit routes: the record, the categories of its kind, the update and the
// optional replacement file.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { strataDocumentQueries, useEditStrataDocument } from './api.ts';
import { DocumentEditView } from './StrataDocumentEditView.tsx';
import { viewerHref } from './viewerRoute.ts';

/** The view of either kind, once the record is read the same way. */
function EditForm({
  kind,
  id,
  document,
  categories,
  backLink,
}: {
  kind: 'property' | 'unit';
  id: number;
  document: { title: string; categoryId: number; fileName: string; documentDate: string };
  categories: readonly { id: number; name: string }[];
  backLink: LinkItem;
}) {
  const save = useEditStrataDocument(kind, id);
  const [saved, setSaved] = useState(false);
  return (
    <DocumentEditView
      kind={kind}
      document={document}
      categories={categories.map((category) => ({ id: category.id, label: category.name }))}
      onSubmit={async (values) => {
        setSaved(false);
        await save.run(values);
        setSaved(true);
      }}
      failure={save.failure?.message ?? null}
      saved={saved}
      viewHref={viewerHref('strataAdmin', id, kind)}
      backLink={backLink}
    />
  );
}

/** /strataAdmin/document/edit/{id}: a building document. */
export function PropertyDocumentEditPage({ id }: { id: number }) {
  const { data: document } = useSuspenseQuery(strataDocumentQueries.document(id));
  const { data: categories } = useSuspenseQuery(strataDocumentQueries.categories(document.strataPropertyId));
  return (
    <EditForm
      kind="property"
      id={id}
      document={{ ...document, categoryId: document.strataDocumentCategoryId }}
      categories={categories}
      backLink={{ label: 'Back To Building', href: `/strataAdmin/property/${document.strataPropertyId}` }}
    />
  );
}

/** /strataAdmin/strataUnitDocument/edit/{id}: a unit document. */
export function UnitDocumentEditPage({ id }: { id: number }) {
  const { data: document } = useSuspenseQuery(strataDocumentQueries.unitDocument(id));
  const { data: categories } = useSuspenseQuery(strataDocumentQueries.unitCategories());
  return (
    <EditForm
      kind="unit"
      id={id}
      document={{ ...document, categoryId: document.strataUnitDocumentCategoryId }}
      categories={categories}
      backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${document.strataUnitId}` }}
    />
  );
}
