// The unit and owner forms of the building page and the add-unit route (strata spec 2, 4, 5): the unit numbers,
// the owner with Resident Owner, the two-step Add Strata Unit, Replace Current Registered Owner and New Folder.
// Each callback rejects with an Error whose message is what the form shows (the route picks the spec's words).
import { Checkbox, FormSection, FormSectionFull, Stepper } from '@portal/ui';
import type { StandardSchemaV1 } from '@tanstack/react-form';
import { type ComponentType, type PropsWithChildren, type ReactNode, useState } from 'react';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
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
  // A new run on each render; useSchemaForm calls the latest.
  const run = async (values: V) => {
    setError(null);
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return { error, run };
}

/** A form of this module: checked by its schema on each change and on submit; a failed submit's message kept. */
function useUnitForm<V>(
  defaultValues: V,
  schema: StandardSchemaV1<V, unknown>,
  onSubmit: (values: V) => Promise<void>,
) {
  const { error, run } = useSubmitError(onSubmit);
  return { form: useSchemaForm(defaultValues, schema, run), error };
}

/** The frame every form here shares: the failure's alert, the fields, then the submit button. */
function UnitModalForm({
  form,
  label,
  error,
  submitButton,
  children,
}: {
  form: { handleSubmit: () => Promise<void>; AppForm: ComponentType<PropsWithChildren> };
  label: string;
  error: string | null;
  /** The form's SubmitButton (it reads the form from the AppForm context). */
  submitButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormFrame form={form} gap="md" label={label} failure={error}>
      {children}
      <form.AppForm>{submitButton}</form.AppForm>
    </FormFrame>
  );
}

/** Unit Number and Lot Number required; the location optional. */
const unitNumberFields = {
  unitNumber: <FormTextField label="Unit Number" isRequired />,
  lotNumber: <FormTextField label="Lot Number" isRequired />,
  unitLocation: (
    <FormTextField label="Unit Location" description="Optional, e.g. Tower A, 12th floor." maxLength={20} />
  ),
};

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
  const { form, error } = useUnitForm(defaultValues, unitNumbersSchema, onSubmit);
  return (
    <UnitModalForm
      form={form}
      label={label}
      error={error}
      submitButton={<form.SubmitButton announcePending={announcePending}>{submitLabel}</form.SubmitButton>}
    >
      <FieldList form={form} fields={unitNumberFields} />
    </UnitModalForm>
  );
}

/** The owner's name on title, email and mailing address (Address Line 2 and 3 optional). */
const ownerFields = {
  nameOnTitle: <FormTextField label="Name On Title" isRequired />,
  email: <FormTextField label="Email" type="email" isRequired />,
  addressLine1: (
    <FormSectionFull>
      <FormTextField label="Address Line 1" isRequired />
    </FormSectionFull>
  ),
  addressLine2: <FormTextField label="Address Line 2" />,
  addressLine3: <FormTextField label="Address Line 3" />,
  city: <FormTextField label="City" isRequired />,
  stateOrProvince: <FormTextField label="State/Province" isRequired />,
  country: <FormTextField label="Country" isRequired />,
  postalCode: <FormTextField label="Postal Code" isRequired />,
};

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
  const { form, error } = useUnitForm(emptyOwner, ownerSchema, onSubmit);
  return (
    <UnitModalForm
      form={form}
      label={label}
      error={error}
      submitButton={<form.SubmitButton>{submitLabel}</form.SubmitButton>}
    >
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
        <FieldList form={form} fields={ownerFields} />
      </FormSection>
    </UnitModalForm>
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

/** The new owner's name on title and email. */
const replaceOwnerFields = {
  nameOnTitle: <FormTextField label="Name On Title" isRequired />,
  email: <FormTextField label="Email" type="email" isRequired />,
};

export interface ReplaceOwnerFormProps {
  onSubmit: (values: ReplaceOwnerValues) => Promise<void>;
}

/** Replace Current Registered Owner: the new owner's name on title and email; a new invitation is mailed. */
export function ReplaceOwnerForm({ onSubmit }: ReplaceOwnerFormProps) {
  const { form, error } = useUnitForm({ nameOnTitle: '', email: '' }, replaceOwnerSchema, onSubmit);
  return (
    <UnitModalForm
      form={form}
      label="Replace Current Registered Owner"
      error={error}
      submitButton={<form.SubmitButton>Replace Owner</form.SubmitButton>}
    >
      <FieldList form={form} fields={replaceOwnerFields} />
    </UnitModalForm>
  );
}

export interface NewFolderFormProps {
  onSubmit: (values: FolderValues) => Promise<void>;
}

/** New Folder: a document category of this building. */
export function NewFolderForm({ onSubmit }: NewFolderFormProps) {
  const { form, error } = useUnitForm({ name: '' }, folderSchema, onSubmit);
  return (
    <UnitModalForm
      form={form}
      label="New Folder"
      error={error}
      submitButton={<form.SubmitButton>Create Folder</form.SubmitButton>}
    >
      <FieldList form={form} fields={{ name: <FormTextField label="Folder Name" isRequired /> }} />
    </UnitModalForm>
  );
}
