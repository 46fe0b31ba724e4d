import { useState } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { field, group, groupButton, groupInput } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { numberProblem } from './numberRules.ts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  placeholder?: string;
  /** Show − and + buttons (they are skipped by Tab; arrow keys step too). */
  showStepper?: boolean;
}

/**
 * A number with locale-aware parsing and formatting (bedrooms, bathrooms, square feet, parking spots).
 * Empty is `NaN` in `onChange`. Arrow keys and the buttons step by 1; the buttons stop at `minValue` and `maxValue`.
 *
 * What is typed is kept as typed: `step`, `minValue` and `maxValue` are rules the field states ("Bathrooms must be
 * a whole number.", "… cannot be negative.") rather than silently rounding 1.5 to 2, clamping 12 to 9 or dropping
 * the sign of -5. A form's own error (`isInvalid` with `errorMessage`) takes precedence.
 */
export function NumberField({
  placeholder,
  showStepper = true,
  minValue,
  maxValue,
  step,
  value,
  defaultValue,
  onChange,
  isInvalid,
  ...props
}: NumberFieldProps) {
  const { wrapper, aria } = splitFieldProps(props);
  const { label, errorMessage } = wrapper;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value !== undefined ? value : uncontrolled;
  const problem = numberProblem(current, { label, minValue, maxValue, step });
  const atMin = minValue !== undefined && current !== undefined && current <= minValue;
  const atMax = maxValue !== undefined && current !== undefined && current >= maxValue;
  const setValue = (next: number) => {
    setUncontrolled(next);
    onChange?.(next);
  };
  return (
    <AriaNumberField
      {...aria}
      {...(value !== undefined && { value })}
      {...(defaultValue !== undefined && { defaultValue })}
      onChange={setValue}
      isInvalid={Boolean(isInvalid) || problem !== null}
      className={field}
    >
      <FieldWrapper {...wrapper} errorMessage={isInvalid ? errorMessage : (problem ?? errorMessage)}>
        <Group className={group}>
          <Input className={groupInput} placeholder={placeholder} />
          {showStepper ? (
            <>
              <Button slot="decrement" className={groupButton} {...(atMin && { isDisabled: true })}>
                <Icon name="minus" size={16} />
              </Button>
              <Button slot="increment" className={groupButton} {...(atMax && { isDisabled: true })}>
                <Icon name="plus" size={16} />
              </Button>
            </>
          ) : null}
        </Group>
      </FieldWrapper>
    </AriaNumberField>
  );
}
