import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { box, checkbox, description as descriptionClass } from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label, clickable along with the box. */
  children: ReactNode;
  /** A second line under the label, e.g. what "Resident Owner" copies. */
  description?: ReactNode;
}

/** A checkbox with its label (e.g. "Resident Owner", the change-of-address certifications). */
export function Checkbox({ children, description, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <Icon name="minus" size={14} />
            ) : isSelected ? (
              <Icon name="check" size={14} />
            ) : null}
          </span>
          <span>
            {children}
            {description ? <span className={descriptionClass}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
