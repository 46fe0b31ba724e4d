// The unit and owner forms of the building page and the add-unit route (strata spec 2, 4, 5): the unit numbers,
// the owner with Resident Owner, the two-step Add Strata Unit, Replace Current Registered Owner and New Folder.
// Each callback rejects with an Error whose message is what the form shows (the route picks the spec's words).
import { Checkbox } from '@portal/ui/Checkbox/Checkbox.tsx';
import { FormSection, FormSectionFull } from '@portal/ui/FormSection/FormSection.tsx';
import { Stepper } from '@portal/ui/Stepper/Stepper.tsx';
import { useRef, useState } from 'react';
import * as styles from '../shared/buildingScreen.css.ts';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { submitHandler, useAppForm } from '../shared/forms/form.tsx';
import {
  type BuildingAddress,
  emptyOwner,
  emptyUnitNumbers,
  type FolderValues,
  folderSchema,
  type OwnerValues,
  ownerSchema,
  type ReplaceOwnerValues,
  replaceOwnerSchema,
  residentAddress,
  type UnitNumbersValues,
  unitNumbersSchema,
} from './unitForms.ts';

/** Runs a submit and keeps its failure's message for the form's alert. */
function useSubmitError<V>(onSubmit: (values: V) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;
  const run = async (values: V) => {
    setError(null);
    try {
      await submitRef.current(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return { error, run };
}

export interface UnitNumbersFormProps {
  label: string;
  submitLabel: string;
  defaultValues?: UnitNumbersValues;
  onSubmit: (values: UnitNumbersValues) => Promise<void>;
  /** false when the next step replaces the form (Add Unit step 1): see Button's announcePending. */
  announcePending?: boolean;
}

/** Unit Number and Lot Number (both required; no duplicates in the building, the server says so). */
export function UnitNumbersForm({
  label,
  submitLabel,
  defaultValues = emptyUnitNumbers,
  onSubmit,
  announcePending = true,
}: UnitNumbersFormProps) {
  const { error, run } = useSubmitError(onSubmit);
  const form = useAppForm({
    defaultValues,
    validators: { onChange: unitNumbersSchema, onSubmit: unitNumbersSchema },
    onSubmit: ({ value }) => run(value),
  });
  return (
    <form className={styles.modalForm} onSubmit={submitHandler(form)} noValidate aria-label={label}>
      <FailureAlert failure={error} />
      <form.AppField name="unitNumber">
        {(field) => <field.TextField label="Unit Number" isRequired />}
      </form.AppField>
      <form.AppField name="lotNumber">
        {(field) => <field.TextField label="Lot Number" isRequired />}
      </form.AppField>
      <form.AppField name="unitLocation">
        {(field) => (
          <field.TextField
            label="Unit Location"
            description="Optional, e.g. Tower A, 12th floor."
            maxLength={20}
          />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton announcePending={announcePending}>{submitLabel}</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

export interface OwnerFormProps {
  label: string;
  submitLabel: string;
  /** The building whose address Resident Owner copies. */
  building: BuildingAddress;
  unitNumber: string;
  onSubmit: (values: OwnerValues) => Promise<void>;
}

/** The owner's name on title, email and mailing address; Resident Owner copies the building's address. */
export function OwnerForm({ label, submitLabel, building, unitNumber, onSubmit }: OwnerFormProps) {
  const { error, run } = useSubmitError(onSubmit);
  const form = useAppForm({
    defaultValues: emptyOwner,
    validators: { onChange: ownerSchema, onSubmit: ownerSchema },
    onSubmit: ({ value }) => run(value),
  });
  return (
    <form className={styles.modalForm} onSubmit={submitHandler(form)} noValidate aria-label={label}>
      <FailureAlert failure={error} />
      <FormSection title="Registered Owner" columns={2}>
        <FormSectionFull>
          <form.Field name="residentOwner">
            {(field) => (
              <Checkbox
                isSelected={field.state.value}
                onChange={(selected) => {
                  field.handleChange(selected);
                  if (!selected) return;
                  for (const [name, value] of Object.entries(residentAddress(building, unitNumber))) {
                    form.setFieldValue(name as keyof OwnerValues, value);
                  }
                }}
                description="Copies the building's address and sets the country to Canada."
              >
                Resident Owner
              </Checkbox>
            )}
          </form.Field>
        </FormSectionFull>
        <form.AppField name="nameOnTitle">
          {(field) => <field.TextField label="Name On Title" isRequired />}
        </form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label="Email" type="email" isRequired />}
        </form.AppField>
        <FormSectionFull>
          <form.AppField name="addressLine1">
            {(field) => <field.TextField label="Address Line 1" isRequired />}
          </form.AppField>
        </FormSectionFull>
        <form.AppField name="addressLine2">
          {(field) => <field.TextField label="Address Line 2" />}
        </form.AppField>
        <form.AppField name="addressLine3">
          {(field) => <field.TextField label="Address Line 3" />}
        </form.AppField>
        <form.AppField name="city">{(field) => <field.TextField label="City" isRequired />}</form.AppField>
        <form.AppField name="stateOrProvince">
          {(field) => <field.TextField label="State/Province" isRequired />}
        </form.AppField>
        <form.AppField name="country">
          {(field) => <field.TextField label="Country" isRequired />}
        </form.AppField>
        <form.AppField name="postalCode">
          {(field) => <field.TextField label="Postal Code" isRequired />}
        </form.AppField>
      </FormSection>
      <form.AppForm>
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

export interface CreatedUnit {
  id: number;
  unitNumber: string;
}

export interface AddUnitStepsProps {
  building: BuildingAddress;
  /** Step 1: creates the unit. */
  onCreateUnit: (values: UnitNumbersValues) => Promise<CreatedUnit>;
  /** Step 2: saves the owner and mails the invitation. */
  onCreateOwner: (unit: CreatedUnit, values: OwnerValues) => Promise<void>;
  /** Step 1 done: the unit exists and has no owner until step 2 is saved (a modal asks before closing then). */
  onUnitCreated?: (unit: CreatedUnit) => void;
  headingLevel?: 2 | 3;
}

const addUnitSteps = [
  { id: 'unit', label: 'Strata Unit', description: 'Unit and lot number' },
  { id: 'owner', label: 'Owner and Invitation', description: 'The registered owner is invited by email' },
] as const;

/** Add Strata Unit in two steps: the unit, then its owner and the invitation (strata spec 4). */
export function AddUnitSteps({
  building,
  onCreateUnit,
  onCreateOwner,
  onUnitCreated,
  headingLevel = 2,
}: AddUnitStepsProps) {
  const [unit, setUnit] = useState<CreatedUnit | null>(null);
  return (
    <Stepper
      steps={addUnitSteps}
      currentStep={unit ? 1 : 0}
      label="Add Strata Unit steps"
      headingLevel={headingLevel}
    >
      {unit ? (
        <OwnerForm
          label="Owner and Invitation"
          submitLabel="Save Owner and Send Invitation"
          building={building}
          unitNumber={unit.unitNumber}
          onSubmit={(values) => onCreateOwner(unit, values)}
        />
      ) : (
        <UnitNumbersForm
          label="Strata Unit"
          submitLabel="Create Unit"
          announcePending={false}
          onSubmit={async (values) => {
            const created = await onCreateUnit(values);
            setUnit(created);
            onUnitCreated?.(created);
          }}
        />
      )}
    </Stepper>
  );
}

export interface ReplaceOwnerFormProps {
  onSubmit: (values: ReplaceOwnerValues) => Promise<void>;
}

/** Replace Current Registered Owner: the new owner's name on title and email; a new invitation is mailed. */
export function ReplaceOwnerForm({ onSubmit }: ReplaceOwnerFormProps) {
  const { error, run } = useSubmitError(onSubmit);
  const form = useAppForm({
    defaultValues: { nameOnTitle: '', email: '' } as ReplaceOwnerValues,
    validators: { onChange: replaceOwnerSchema, onSubmit: replaceOwnerSchema },
    onSubmit: ({ value }) => run(value),
  });
  return (
    <form
      className={styles.modalForm}
      onSubmit={submitHandler(form)}
      noValidate
      aria-label="Replace Current Registered Owner"
    >
      <FailureAlert failure={error} />
      <form.AppField name="nameOnTitle">
        {(field) => <field.TextField label="Name On Title" isRequired />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label="Email" type="email" isRequired />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>Replace Owner</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

export interface NewFolderFormProps {
  onSubmit: (values: FolderValues) => Promise<void>;
}

/** New Folder: a document category of this building. */
export function NewFolderForm({ onSubmit }: NewFolderFormProps) {
  const { error, run } = useSubmitError(onSubmit);
  const form = useAppForm({
    defaultValues: { name: '' } as FolderValues,
    validators: { onChange: folderSchema, onSubmit: folderSchema },
    onSubmit: ({ value }) => run(value),
  });
  return (
    <form className={styles.modalForm} onSubmit={submitHandler(form)} noValidate aria-label="New Folder">
      <FailureAlert failure={error} />
      <form.AppField name="name">
        {(field) => <field.TextField label="Folder Name" isRequired />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>Create Folder</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}
