import { FormSection, PageHeader, RadioGroup, Stack } from '@portal/ui';
import { useState } from 'react';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useSchemaForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { personFieldNames, UnitUserPersonFields } from './UnitUserFields.tsx';
import {
  addRoleOptions,
  emptyUnitUserAdd,
  type UnitUserAddValues,
  unitUserAddSchema,
  unitUserLinkSchema,
} from './unitUserForm.ts';

export interface UnitUserAddViewProps {
  unit: { id: number; unitNumber: string; buildingName: string };
  /** existingAccount: link the account named by `email` (email or username) instead of creating one. */
  onSubmit: (values: UnitUserAddValues, existingAccount: boolean) => Promise<void>;
  error?: string | null | undefined;
}

const accountOptions = [
  { value: 'new', label: 'New account', description: 'A new login with this email and a password.' },
  {
    value: 'existing',
    label: 'Existing account',
    description: 'A Strata Unit Owner login that already exists, e.g. the owner of another unit.',
  },
] as const;

/**
 * /strataAdmin/user/add/strataUnit/{id} (strata spec 2 and 5): a new unit user's login (email as username,
 * password) and their place in the unit (names, phone, role by reading A).
 */
export function UnitUserAddView({ unit, onSubmit, error }: UnitUserAddViewProps) {
  const [account, setAccount] = useState<'new' | 'existing'>('new');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Add Unit User"
        description={`Unit ${unit.unitNumber}, ${unit.buildingName}`}
        backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${unit.id}` }}
      />
      <RadioGroup
        label="Login"
        orientation="horizontal"
        options={accountOptions}
        value={account}
        onChange={(value) => setAccount(value === 'existing' ? 'existing' : 'new')}
      />
      {/* A new form per choice: each validates its own fields (a password only for a new account). */}
      <UnitUserAddForm key={account} existing={account === 'existing'} onSubmit={onSubmit} error={error} />
    </Stack>
  );
}

function UnitUserAddForm({
  existing,
  onSubmit,
  error,
}: Pick<UnitUserAddViewProps, 'onSubmit' | 'error'> & { existing: boolean }) {
  const schema = existing ? unitUserLinkSchema : unitUserAddSchema;
  const form = useSchemaForm(emptyUnitUserAdd, schema, (values) => onSubmit(values, existing));
  return (
    <FormFrame form={form} gap="lg" maxWidth="md" label="Add Unit User" failure={error}>
      <FormSection title="Unit User" columns={2}>
        <UnitUserPersonFields form={form} fields={personFieldNames} roleOptions={addRoleOptions} />
      </FormSection>
      <FormSection title={existing ? 'Existing Login' : 'New Login'} columns={2}>
        <form.AppField name="email">
          {(field) =>
            existing ? (
              <field.TextField
                label="Email or Username"
                description="The account's email or username."
                isRequired
                autoComplete="off"
              />
            ) : (
              <field.TextField label="Email" type="email" isRequired autoComplete="off" />
            )
          }
        </form.AppField>
        {existing ? null : <NewPasswordFields form={form} fields={newPasswordFieldNames} />}
      </FormSection>
      <form.AppForm>
        <form.SubmitButton>{existing ? 'Link User' : 'Add User'}</form.SubmitButton>
      </form.AppForm>
    </FormFrame>
  );
}
