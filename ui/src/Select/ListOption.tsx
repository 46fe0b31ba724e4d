import type { Key } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { check, option, optionDescription, optionText } from './Select.css.ts';

/** One choice of a select or combo box. */
export interface ListOption {
  id: Key;
  /** Shown in the list and, once chosen, in the field; also what typing matches. */
  label: string;
  /** A second line, e.g. the city under an address or the email under an owner's name. */
  description?: string;
  isDisabled?: boolean;
}

/** A list row with a check mark for the chosen option; shared by Select and ComboBox. */
export function ListOptionItem({ item }: { item: ListOption }) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={option}>
      {({ isSelected }) => (
        <>
          <span className={check}>{isSelected ? <Icon name="check" size={16} /> : null}</span>
          <span className={optionText}>
            {/* Plain text, not label/description slots: the option's name is all its visible text
                (WCAG 2.5.3), so "Daniel Nguyen dnguyen@telus.net" is read in full. */}
            <span>{item.label}</span>
            {item.description ? <span className={optionDescription}>{item.description}</span> : null}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
