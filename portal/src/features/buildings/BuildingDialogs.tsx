// The building page's dialogs (strata spec 2): Add Strata Unit in two steps (and the question when it is closed
// between them), Edit Strata Unit, Replace Current Registered Owner, Edit Staff and New Folder. A module of their
// own, fetched the first time one opens (BuildingView.tsx), so the page does not load their forms.
import { ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import type { StrataPropertyStaff } from '../shared/schemas.ts';
import { StaffForm, staffFormValuesOf } from '../staff/index.ts';
import type { CreatedUnit, StrataUnitSummary } from '../units/index.ts';
import { AddUnitSteps, NewFolderForm, ReplaceOwnerForm, UnitNumbersForm } from '../units/index.ts';
import { BuildingModal } from './BuildingModal.tsx';
import type { BuildingViewProps } from './BuildingView.tsx';

/** The dialog open on the building page, with the record it is about. */
export type BuildingDialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; unit: StrataUnitSummary }
  | { kind: 'replace'; unit: StrataUnitSummary }
  | { kind: 'folder' }
  | { kind: 'staff'; member: StrataPropertyStaff };

export interface BuildingDialogsProps
  extends Pick<
    BuildingViewProps,
    | 'property'
    | 'onCreateUnit'
    | 'onCreateOwner'
    | 'onUpdateUnit'
    | 'onReplaceOwner'
    | 'onUpdateStaff'
    | 'onCreateFolder'
  > {
  modal: BuildingDialog;
  /** The open dialog has closed (its work done, or dismissed). */
  onClosed: () => void;
}

export function BuildingDialogs({
  property,
  modal,
  onClosed,
  onCreateUnit,
  onCreateOwner,
  onUpdateUnit,
  onReplaceOwner,
  onUpdateStaff,
  onCreateFolder,
}: BuildingDialogsProps) {
  // A unit made at Add Strata Unit step 1 whose owner is not saved yet: closing then asks first.
  const [unitWithoutOwner, setUnitWithoutOwner] = useState<CreatedUnit | null>(null);
  const [askingToClose, setAskingToClose] = useState(false);
  const close = () => {
    setUnitWithoutOwner(null);
    onClosed();
  };
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    if (modal.kind === 'add' && unitWithoutOwner) setAskingToClose(true);
    else close();
  };
  return (
    <>
      <BuildingModal title="Add Strata Unit" isOpen={modal.kind === 'add'} onOpenChange={onOpenChange}>
        <AddUnitSteps
          building={property}
          headingLevel={3}
          onCreateUnit={onCreateUnit}
          onUnitCreated={setUnitWithoutOwner}
          onCreateOwner={async (unit, values) => {
            await onCreateOwner(unit, values);
            close();
          }}
        />
      </BuildingModal>
      <ConfirmDialog
        isOpen={askingToClose}
        onOpenChange={setAskingToClose}
        title="Close without an owner?"
        message={`Unit ${unitWithoutOwner?.unitNumber ?? ''} is created but has no owner, and no invitation has been sent. You can add the owner later with Replace Owner on the unit's row.`}
        confirmLabel="Close Without Owner"
        cancelLabel="Keep Adding Owner"
        onConfirm={close}
      />
      <BuildingModal title="Edit Strata Unit" isOpen={modal.kind === 'edit'} onOpenChange={onOpenChange}>
        {modal.kind === 'edit' ? (
          <UnitNumbersForm
            label="Edit Strata Unit"
            submitLabel="Update Unit"
            defaultValues={{
              unitNumber: modal.unit.unitNumber,
              lotNumber: modal.unit.lotNumber,
              unitLocation: modal.unit.unitLocation ?? '',
            }}
            onSubmit={async (values) => {
              await onUpdateUnit(modal.unit, values);
              close();
            }}
          />
        ) : null}
      </BuildingModal>
      <BuildingModal
        title="Replace Current Registered Owner"
        isOpen={modal.kind === 'replace'}
        onOpenChange={onOpenChange}
      >
        {modal.kind === 'replace' ? (
          <>
            <p>
              Unit {modal.unit.unitNumber}
              {modal.unit.ownerName ? `, now registered to ${modal.unit.ownerName}` : ''}. The new owner is
              invited by email.
            </p>
            <ReplaceOwnerForm
              onSubmit={async (values) => {
                await onReplaceOwner(modal.unit, values);
                close();
              }}
            />
          </>
        ) : null}
      </BuildingModal>
      <BuildingModal title="Edit Staff" isOpen={modal.kind === 'staff'} onOpenChange={onOpenChange}>
        {modal.kind === 'staff' && onUpdateStaff ? (
          <StaffForm
            label="Edit Staff"
            submitLabel="Save Staff"
            defaultValues={staffFormValuesOf(modal.member)}
            onSubmit={async (values) => {
              await onUpdateStaff(modal.member, values);
              close();
            }}
          />
        ) : null}
      </BuildingModal>
      <BuildingModal title="New Folder" isOpen={modal.kind === 'folder'} onOpenChange={onOpenChange}>
        <NewFolderForm
          onSubmit={async (values) => {
            await onCreateFolder(values);
            close();
          }}
        />
      </BuildingModal>
    </>
  );
}
