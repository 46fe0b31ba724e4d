import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { field } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { type ListOption, ListOptionItem } from './ListOption.tsx';
import { listBox, popover, trigger, value as valueClass } from './Select.css.ts';

export type { ListOption } from './ListOption.tsx';

export interface SelectProps
  extends Omit<AriaSelectProps<ListOption>, 'className' | 'style' | 'children' | 'render' | 'selectionMode'>,
    FieldLabelProps {
  options: readonly ListOption[];
}

/**
 * Pick one of a fixed list (province, contract type, staff position, document type).
 * Value is the chosen option's id (`value`/`onChange`); typing a letter jumps to matching options.
 */
export function Select({ options, placeholder = 'Select…', ...props }: SelectProps) {
  const { wrapper, aria } = splitFieldProps(props);
  return (
    <AriaSelect {...aria} placeholder={placeholder} className={field}>
      <FieldWrapper {...wrapper}>
        <Button className={trigger}>
          <SelectValue className={valueClass} />
          <Icon name="chevronDown" size={18} />
        </Button>
      </FieldWrapper>
      <Popover className={popover} placement="bottom start">
        <ListBox className={listBox} items={options}>
          {(item) => <ListOptionItem item={item} />}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
