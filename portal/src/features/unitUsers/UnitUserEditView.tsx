import { DescriptionList, FormSection, PageHeader, Stack } from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { useSchemaForm } from '../shared/forms/form.tsx';
import { personFieldNames, UnitUserPersonFields } from './UnitUserFields.tsx';
import {
  blankFieldsMessage,
  editRoleOptions,
  hasBlankField,
  type StrataUnitUser,
  type UnitUserEditValues,
  unitUserEditFrom,
  unitUserEditSchema,
} from './unitUserForm.ts';

export interface UnitUserEditViewProps {
  /** The unit-user record (from navigation state, or loaded after a reload). */
  unitUser: StrataUnitUser;
  onSubmit: (values: UnitUserEditValues) => Promise<void>;
  error?: string | null | undefined;
}

/**
 * /strataAdmin/user/edit/strataUnit/{userId} (strata spec 2 and 5): the user's role in the unit (reading B names, without
 * Current Secondary User), names and phone; username and email are changed on the login's own edit page. Update with
 * a required field empty shows "Cannot leave blank fields." (strata spec 8) and sends nothing.
 */
export function UnitUserEditView({ unitUser, onSubmit, error }: UnitUserEditViewProps) {
  const form = useSchemaForm(unitUserEditFrom(unitUser), unitUserEditSchema, onSubmit);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Edit Unit User"
        description={unitUser.user.userName}
        backLink={{ label: 'Back To Unit', href: `/strataAdmin/strataUnit/${unitUser.strataUnitId}` }}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Edit Unit User">
        {/* Once Update was pressed, a required field left empty is named above the form too (strata spec 8). */}
        <form.Subscribe selector={(state) => state.submissionAttempts > 0 && hasBlankField(state.values)}>
          {(blank) => <FailureAlert failure={error ?? (blank ? blankFieldsMessage : null)} />}
        </form.Subscribe>
        <DescriptionList
          items={[
            { term: 'Username', description: unitUser.user.userName },
            { term: 'Email', description: unitUser.user.email ?? '' },
          ]}
        />
        <FormSection title="Unit User" columns={2}>
          <UnitUserPersonFields
            form={form}
            fields={personFieldNames}
            roleOptions={editRoleOptions(unitUser.strataUnitRole)}
          />
        </FormSection>
        <form.AppForm>
          <form.SubmitButton>Update</form.SubmitButton>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
