import { type ReactNode, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  ToggleButton,
} from 'react-aria-components';
import { field, group, groupInput } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { visuallyHidden } from '../theme/theme.css.ts';
import { useCheckedText } from '../utils/useCheckedText.ts';
import { useControllableValue } from '../utils/useControllableValue.ts';
import { checklist, dot, rule as ruleClass, ruleIcon, toggle } from './PasswordField.css.ts';
import { passwordRules } from './passwordRules.ts';

export interface PasswordInputProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type' | 'defaultValue'>,
    FieldLabelProps {
  defaultValue?: string;
  placeholder?: string;
  /** Under the input, linked as its description (the checklist). */
  details?: ReactNode;
  autoComplete?: 'new-password' | 'current-password';
}

/** A password input with a Show/Hide toggle; the base of PasswordField and ConfirmPasswordField. */
export function PasswordInput({
  placeholder,
  details,
  value,
  defaultValue,
  onChange,
  autoComplete = 'new-password',
  ...props
}: PasswordInputProps) {
  const { wrapper, aria } = splitFieldProps(props);
  const { description } = wrapper;
  const [text, setText] = useControllableValue(value, defaultValue ?? '', onChange);
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...aria}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={text}
      onChange={setText}
      className={field}
    >
      <FieldWrapper
        {...wrapper}
        description={
          details || description ? (
            <>
              {description}
              {details}
            </>
          ) : undefined
        }
      >
        <Group className={group}>
          <Input className={groupInput} placeholder={placeholder} />
          <ToggleButton
            className={toggle}
            isSelected={visible}
            onChange={setVisible}
            isDisabled={props.isDisabled}
          >
            <Icon name={visible ? 'eyeOff' : 'eye'} size={16} />
            {/* The pressed state says whether it is shown; the name stays constant. */}
            Show<span className={visuallyHidden}> password</span>
          </ToggleButton>
        </Group>
      </FieldWrapper>
    </AriaTextField>
  );
}

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'details'> {
  /** 6 for owner accounts and the owner reset, 8 for the strata reset. */
  minLength?: number;
}

/**
 * A new password with a live checklist of the spec's rules ("password should be at least 6 characters",
 * "requires number", "requires lowercase", "requires uppercase", "requires special character"),
 * each ticking on as it is met. After the first blur an unmet rule marks the field invalid with its message.
 */
export function PasswordField({ minLength = 6, ...props }: PasswordFieldProps) {
  const { field, rest } = useCheckedText(props, {
    problem: (text) => passwordRules(minLength).find((rule) => !rule.test(text))?.message,
  });
  const text = field.value;
  const rules = passwordRules(minLength).map((rule) => ({ ...rule, met: rule.test(text) }));
  const allMet = rules.every((rule) => rule.met);

  const details = (
    <>
      <ul className={checklist} aria-label="Password rules">
        {rules.map((rule) => (
          <li key={rule.id} className={ruleClass} data-rule={rule.id} data-met={rule.met || undefined}>
            <span className={ruleIcon} aria-hidden="true">
              {rule.met ? <Icon name="check" size={16} /> : <span className={dot} />}
            </span>
            <span className={visuallyHidden}>{rule.met ? 'Done: ' : 'Needed: '}</span>
            {rule.message}
          </li>
        ))}
      </ul>
      {/* One short announcement when the last rule is met, instead of one per keystroke. */}
      <span role="status" className={visuallyHidden}>
        {text !== '' && allMet ? 'All password rules met' : ''}
      </span>
    </>
  );

  return <PasswordInput {...rest} {...field} details={details} />;
}
