import { FormSection, type LinkItem, PageHeader, Stack } from '@portal/ui';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormFrame } from '../shared/forms/FormFrame.tsx';
import { FormTextField, useSchemaForm } from '../shared/forms/form.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import { roleLabel } from './StrataUsersTable.tsx';
import { type User, type UserEditValues, userEditFrom, userEditSchema } from './userEditForm.ts';

/** The login's username and email. */
const accountFields = {
  userName: <FormTextField label="Username" isRequired autoComplete="off" />,
  email: <FormTextField label="Email" type="email" isRequired autoComplete="off" />,
};

export interface UserEditViewProps {
  user: User;
  onSubmit: (values: UserEditValues) => Promise<void>;
  /** "Unable to update user. The email may already be in use." or "Cannot leave email blank and password …". */
  error?: string | null | undefined;
  /** Where the page came from: the user list (default), or the unit page whose Login action opened it. */
  backLink?: LinkItem;
}

const usersBackLink: LinkItem = { label: 'Back To Users', href: '/strataAdmin/user/list' };

/**
 * /strataAdmin/user/edit/{id} (strata spec 2 and 5): the login's username and email, and a new password with the
 * rules (left blank, the password stays).
 */
export function UserEditView({ user, onSubmit, error, backLink = usersBackLink }: UserEditViewProps) {
  const form = useSchemaForm(userEditFrom(user), userEditSchema, onSubmit);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Update User"
        description={`${user.userName} · ${roleLabel(user.role)}`}
        backLink={backLink}
      />
      <FormFrame form={form} gap="lg" maxWidth="md" label="Update User" failure={error}>
        <FormSection title="Account">
          <FieldList form={form} fields={accountFields} />
        </FormSection>
        <FormSection title="Password" description="Leave blank to keep the current password.">
          <NewPasswordFields
            form={form}
            fields={newPasswordFieldNames}
            label="New Password"
            isRequired={false}
          />
        </FormSection>
        <form.AppForm>
          <form.SubmitWhenValid schema={userEditSchema}>Update</form.SubmitWhenValid>
        </form.AppForm>
      </FormFrame>
    </Stack>
  );
}
