import type { ReactNode } from 'react';
import { PasswordInput, type PasswordInputProps } from '../PasswordField/PasswordField.tsx';
import { passwordsMustMatchMessage } from '../PasswordField/passwordRules.ts';
import { useCheckedText } from '../utils/useCheckedText.ts';

export interface ConfirmPasswordFieldProps extends Omit<PasswordInputProps, 'details' | 'label'> {
  /** Defaults to "Confirm Password". */
  label?: ReactNode;
  /** The password typed in the field above. */
  password: string;
}

/**
 * The confirmation of a new password. Once it has been left, or is as long as the password,
 * a difference shows "passwords must match" (live from then on).
 */
export function ConfirmPasswordField({
  password,
  label = 'Confirm Password',
  ...props
}: ConfirmPasswordFieldProps) {
  const { field, rest } = useCheckedText(props, {
    checkEarly: (text) => text.length > 0 && text.length >= password.length,
    problem: (text) => (text !== password ? passwordsMustMatchMessage : undefined),
  });
  return <PasswordInput {...rest} label={label} {...field} />;
}
