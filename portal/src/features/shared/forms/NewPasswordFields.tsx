// A new password (with the rules' checklist) and its confirmation, shared by every form that sets one: creating a
// login (Add Strata Property, Add Unit User, Create New User, the invitation's Register), changing one (Update User,
// an owner's Change Password) and the reset link's Choose a New Password.
import { withFieldGroup } from './form.tsx';
import { strataPasswordMinLength } from './passwordSchema.ts';

/** The `fields` of a form whose values name the two fields `password` and `confirmPassword`. */
export const newPasswordFieldNames = { password: 'password', confirmPassword: 'confirmPassword' } as const;

export const NewPasswordFields = withFieldGroup({
  defaultValues: { password: '', confirmPassword: '' },
  props: {} as {
    /** "Password" (the default) for a new login, "New Password" for a change. */
    label?: string;
    /** The strata rules' length unless said. */
    minLength?: number;
    /** Required unless said: left blank, Update User keeps the current password. */
    isRequired?: boolean;
    /** While the change is saved or once it is done. */
    isDisabled?: boolean;
  },
  render: function NewPasswordFieldsRender({
    group,
    label = 'Password',
    minLength = strataPasswordMinLength,
    isRequired = true,
    isDisabled = false,
  }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={label}
              minLength={minLength}
              isRequired={isRequired}
              isDisabled={isDisabled}
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
                  isRequired={isRequired}
                  isDisabled={isDisabled}
                />
              )}
            </group.AppField>
          )}
        </group.Subscribe>
      </>
    );
  },
});
