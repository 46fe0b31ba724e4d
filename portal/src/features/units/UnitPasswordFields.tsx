// A new login's Password (with the rules' checklist) and Confirm Password, shared by the strata forms that create a
// user (Add Unit User, Create New User).
import { withFieldGroup } from '../shared/forms/form.tsx';
import { strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';

export const passwordFieldNames = { password: 'password', confirmPassword: 'confirmPassword' } as const;

export const UnitPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  render: function UnitPasswordFieldsRender({ group }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.PasswordField
              label="Password"
              minLength={strataPasswordMinLength}
              isRequired
              autoComplete="new-password"
            />
          )}
        </group.AppField>
        <group.Subscribe selector={(state) => state.values.password}>
          {(password) => (
            <group.AppField name="confirmPassword">
              {(field) => (
                <field.ConfirmPasswordField
                  label="Confirm Password"
                  password={password}
                  isRequired
                  autoComplete="new-password"
                />
              )}
            </group.AppField>
          )}
        </group.Subscribe>
      </>
    );
  },
});
