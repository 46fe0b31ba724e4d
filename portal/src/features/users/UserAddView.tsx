import { FormSection, PageHeader, Stack } from '@portal/ui';
import { FailureAlert } from '../shared/FailureAlert.tsx';
import { submitHandler, useSchemaForm } from '../shared/forms/form.tsx';
import { FormSelect } from '../shared/forms/formFields.tsx';
import { NewPasswordFields, newPasswordFieldNames } from '../shared/forms/NewPasswordFields.tsx';
import {
  emptyNewUser,
  type NewUserValues,
  newUserRoles,
  newUserSchema,
  type PropertyLoginValues,
  propertyLoginSchema,
  type StrataPropertySummary,
  type UserWithProperty,
} from './userAddForm.ts';

const roleOptions = newUserRoles.map((role) => ({ id: role, label: role }));

export interface UserAddViewProps {
  /** Buildings that have no login yet (spec 4: one login per building). */
  buildings: readonly StrataPropertySummary[];
  /** Strata Owner logins not assigned to any building. */
  logins: readonly UserWithProperty[];
  onAssignLogin: (values: PropertyLoginValues) => Promise<void>;
  onCreateUser: (values: NewUserValues) => Promise<void>;
  loginError?: string | null | undefined;
  userError?: string | null | undefined;
}

/**
 * /strataAdmin/user/add (strata spec 2, 4, 5): Property Login (a free Strata Owner login for a building without one;
 * read only once set) and Create New User (Administrator or Strata Owner).
 */
export function UserAddView({
  buildings,
  logins,
  onAssignLogin,
  onCreateUser,
  loginError,
  userError,
}: UserAddViewProps) {
  const loginForm = useSchemaForm(
    { buildingId: null, userId: null } as PropertyLoginValues,
    propertyLoginSchema,
    onAssignLogin,
  );
  const userForm = useSchemaForm(emptyNewUser, newUserSchema, onCreateUser);
  const buildingOptions = buildings.map((building) => ({
    id: building.id,
    label: `${building.buildingName} (${building.strataPlanNumber})`,
  }));
  const loginOptions = logins.map((login) => ({ id: login.id, label: login.userName }));
  return (
    <Stack gap="lg">
      <PageHeader title="Add User" backLink={{ label: 'Back To Users', href: '/strataAdmin/user/list' }} />
      <Stack
        as="form"
        gap="lg"
        maxWidth="md"
        onSubmit={submitHandler(loginForm)}
        noValidate
        aria-label="Property Login"
      >
        <FormSection
          title="Property Login"
          description="A building has one login, and it cannot be changed once set. Only buildings without a login are offered."
        >
          <FailureAlert failure={loginError} />
          {buildings.length === 0 ? (
            <p>Every building has a login.</p>
          ) : (
            <>
              <loginForm.AppField name="buildingId">
                {() => <FormSelect label="Building" options={buildingOptions} isRequired />}
              </loginForm.AppField>
              <loginForm.AppField name="userId">
                {() => (
                  <FormSelect
                    label="Login"
                    options={loginOptions}
                    isRequired
                    description={
                      logins.length === 0
                        ? 'No free Strata Owner login: create one under Create New User first.'
                        : 'Strata Owner logins not assigned to a building.'
                    }
                  />
                )}
              </loginForm.AppField>
              <loginForm.AppForm>
                <loginForm.SubmitButton>Assign Login</loginForm.SubmitButton>
              </loginForm.AppForm>
            </>
          )}
        </FormSection>
      </Stack>
      <Stack
        as="form"
        gap="lg"
        maxWidth="md"
        onSubmit={submitHandler(userForm)}
        noValidate
        aria-label="Create New User"
      >
        <FormSection title="Create New User" columns={2}>
          <FailureAlert failure={userError} />
          <userForm.AppField name="role">
            {() => <FormSelect label="Role" options={roleOptions} isRequired />}
          </userForm.AppField>
          <userForm.AppField name="userName">
            {(field) => <field.TextField label="Username" isRequired autoComplete="off" />}
          </userForm.AppField>
          <userForm.Subscribe selector={(state) => state.values.role === 'Administrator'}>
            {(emailRequired) => (
              <userForm.AppField name="email">
                {(field) => (
                  <field.TextField
                    label="Email"
                    type="email"
                    isRequired={emailRequired}
                    autoComplete="off"
                    description={emailRequired ? undefined : 'Required for an Administrator.'}
                  />
                )}
              </userForm.AppField>
            )}
          </userForm.Subscribe>
          <NewPasswordFields form={userForm} fields={newPasswordFieldNames} />
        </FormSection>
        <userForm.AppForm>
          <userForm.SubmitButton>Create User</userForm.SubmitButton>
        </userForm.AppForm>
      </Stack>
    </Stack>
  );
}
