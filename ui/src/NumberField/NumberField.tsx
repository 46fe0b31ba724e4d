import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { field, group, groupButton, groupInput } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  placeholder?: string;
  /** Show − and + buttons (they are skipped by Tab; arrow keys step too). */
  showStepper?: boolean;
}

/**
 * A number with locale-aware parsing and formatting (bedrooms, bathrooms, square feet, parking spots).
 * Empty is `NaN` in `onChange`. Arrow keys step by `step`.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showStepper = true,
  validationBehavior = 'aria',
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} validationBehavior={validationBehavior} className={field}>
      <FieldWrapper
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group className={group}>
          <Input className={groupInput} placeholder={placeholder} />
          {showStepper ? (
            <>
              <Button slot="decrement" className={groupButton}>
                <Icon name="minus" size={16} />
              </Button>
              <Button slot="increment" className={groupButton}>
                <Icon name="plus" size={16} />
              </Button>
            </>
          ) : null}
        </Group>
      </FieldWrapper>
    </AriaNumberField>
  );
}
