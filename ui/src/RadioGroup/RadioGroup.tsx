import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { dot, group, optionDescription, options as optionsClass, radio } from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'render'>,
    FieldLabelProps {
  options: readonly RadioOption[];
}

/** One choice among a few (complainant type, will attend meeting, document for). Arrow keys move the choice. */
export function RadioGroup({ options, ...props }: RadioGroupProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaRadioGroup {...aria} className={group}>
      <FieldWrapper {...wrapper}>
        <div className={optionsClass}>
          {options.map((option) => (
            <Radio key={option.value} value={option.value} isDisabled={option.isDisabled} className={radio}>
              <span className={dot} aria-hidden="true" />
              <span>
                {option.label}
                {option.description ? <span className={optionDescription}>{option.description}</span> : null}
              </span>
            </Radio>
          ))}
        </div>
      </FieldWrapper>
    </AriaRadioGroup>
  );
}
