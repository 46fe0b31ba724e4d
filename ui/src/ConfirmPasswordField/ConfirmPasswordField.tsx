import { type FocusEvent, type ReactNode, useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '../PasswordField/PasswordField.tsx';
import { passwordsMustMatchMessage } from '../PasswordField/passwordRules.ts';
import { useControllableValue } from '../utils/useControllableValue.ts';

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
  value,
  defaultValue,
  onChange,
  onBlur,
  isInvalid,
  errorMessage,
  label = 'Confirm Password',
  ...props
}: ConfirmPasswordFieldProps) {
  const [text, setText] = useControllableValue(value, defaultValue ?? '', onChange);
  const [blurred, setBlurred] = useState(false);
  const checking = blurred || (text.length > 0 && text.length >= password.length);
  const mismatch = checking && text !== '' && text !== password;
  const formInvalid = isInvalid === true;
  return (
    <PasswordInput
      {...props}
      label={label}
      value={text}
      onChange={setText}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setBlurred(true);
        onBlur?.(event);
      }}
      isInvalid={formInvalid || mismatch}
      errorMessage={formInvalid ? errorMessage : mismatch ? passwordsMustMatchMessage : errorMessage}
    />
  );
}
