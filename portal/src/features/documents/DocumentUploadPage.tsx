// The component of the two upload routes: the lists, the chosen building's units and folders, the upload of each
// file, and where the page goes once all were filed (the building's or the unit's page).

import { tagQueryKey } from '@portal/sdk/query';
import type { Href, LinkItem, ListOption } from '@portal/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { today } from '../shared/dateTime.ts';
import { usePortal } from '../shared/usePortal.ts';
import { strataDocumentQueries } from './api.ts';
import { DocumentUploadView, type UploadFailure } from './StrataDocumentUploadView.tsx';
import {
  type StrataDocumentUploadValues,
  strataDocumentMessages,
  uploadStrataDocuments,
} from './strataDocumentForm.ts';
import type { StrataDocumentKind } from './viewerRoute.ts';

export interface UploadTarget {
  kind: StrataDocumentKind;
  id: number;
}

const byName = (items: readonly { id: number; name: string }[]): ListOption[] =>
  items.map((item) => ({ id: item.id, label: item.name }));

export function DocumentUploadPage({
  documentFor,
  target,
}: {
  documentFor: StrataDocumentKind | undefined;
  /** The record the path's id names, if any. */
  target?: UploadTarget | undefined;
}) {
  const { api, queryClient, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: buildings } = useSuspenseQuery(strataDocumentQueries.buildings());
  const { data: sharedCategories } = useSuspenseQuery(strataDocumentQueries.categories());
  const { data: unitDocumentCategories } = useSuspenseQuery(strataDocumentQueries.unitCategories());
  const unit = useQuery({
    ...strataDocumentQueries.unit(target?.id ?? 0),
    enabled: target?.kind === 'unit',
  });
  const targetBuildingId =
    target?.kind === 'property'
      ? target.id
      : target?.kind === 'unit'
        ? (unit.data?.strataPropertyId ?? null)
        : null;
  const [chosenBuildingId, setChosenBuildingId] = useState<number | null>(null);
  const buildingId = targetBuildingId ?? chosenBuildingId;

  // The building's own folders join the shared types of document.
  const folders = useQuery({
    ...strataDocumentQueries.categories(buildingId ?? 0),
    enabled: buildingId !== null,
  });
  const units = useQuery({
    ...strataDocumentQueries.unitsOf(buildingId ?? 0),
    enabled: buildingId !== null && target === undefined,
  });
  const [failure, setFailure] = useState<UploadFailure | null>(null);

  const buildingOptions = useMemo(
    () =>
      buildings.map((building) => ({
        id: building.id,
        label: `${building.buildingName} (${building.strataPlanNumber})`,
      })),
    [buildings],
  );
  const unitOptions = useMemo(
    () => units.data?.map((row) => ({ id: row.id, label: `Unit ${row.unitNumber}` })) ?? null,
    [units.data],
  );
  const propertyCategories = useMemo(
    () => byName(folders.data ?? sharedCategories),
    [folders.data, sharedCategories],
  );
  const unitCategoryOptions = useMemo(() => byName(unitDocumentCategories), [unitDocumentCategories]);

  const kind: StrataDocumentKind = target?.kind ?? documentFor ?? 'property';
  const targetBuilding = buildings.find((building) => building.id === targetBuildingId);
  const fixedTarget = target
    ? {
        kind: target.kind,
        building: targetBuilding
          ? `${targetBuilding.buildingName} (${targetBuilding.strataPlanNumber})`
          : (unit.data?.strataProperty?.buildingName ?? ''),
        unit: unit.data ? `Unit ${unit.data.unitNumber}` : undefined,
      }
    : undefined;
  const initialValues: StrataDocumentUploadValues = {
    documentFor: kind,
    strataPropertyId: targetBuildingId,
    strataUnitId: target?.kind === 'unit' ? target.id : null,
    title: '',
    categoryId: null,
    documentDate: today(),
    files: [],
  };
  const pageOf = ({ documentFor, strataUnitId, strataPropertyId }: StrataDocumentUploadValues): Href => {
    if (documentFor === 'unit' && strataUnitId !== null) return `/strataAdmin/strataUnit/${strataUnitId}`;
    if (documentFor === 'property' && strataPropertyId !== null)
      return `/strataAdmin/property/${strataPropertyId}`;
    return '/strataAdmin/dashboard';
  };
  const backLink: LinkItem = target
    ? {
        label: target.kind === 'unit' ? 'Back To Unit' : 'Back To Building',
        href:
          target.kind === 'unit'
            ? `/strataAdmin/strataUnit/${target.id}`
            : `/strataAdmin/property/${target.id}`,
      }
    : { label: 'Back To Dashboard', href: '/strataAdmin/dashboard' };

  return (
    <DocumentUploadView
      // The unit's building arrives after the first render: start the form again with it.
      key={`${kind}-${targetBuildingId ?? ''}`}
      buildings={buildingOptions}
      units={unitOptions}
      propertyCategories={propertyCategories}
      unitCategories={unitCategoryOptions}
      initialValues={initialValues}
      fixedTarget={fixedTarget}
      onBuildingChange={setChosenBuildingId}
      failure={failure}
      backLink={backLink}
      onSubmit={async (values) => {
        setFailure(null);
        const failed = await uploadStrataDocuments(api, values);
        await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataDocuments') });
        if (failed.length > 0) {
          setFailure({ files: failed.map(({ file, reason }) => ({ fileName: file.name, reason })) });
          return failed.map(({ file }) => file);
        }
        toaster.show(strataDocumentMessages.uploadedOne, 'success');
        await navigate({ href: pageOf(values) });
        return [];
      }}
    />
  );
}
