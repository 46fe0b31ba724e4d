import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { field, group, groupButton, groupInput } from '../FieldWrapper/FieldWrapper.css.ts';
import { type FieldLabelProps, FieldWrapper, splitFieldProps } from '../FieldWrapper/FieldWrapper.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { type ListOption, ListOptionItem } from '../Select/ListOption.tsx';
import { emptyState, listBox, popover } from '../Select/Select.css.ts';
import { spinner } from './ComboBox.css.ts';
import { useNoHiddenPage } from './useNoHiddenPage.ts';

export type { ListOption } from '../Select/ListOption.tsx';

export interface ComboBoxProps
  extends Omit<
      AriaComboBoxProps<ListOption>,
      'className' | 'style' | 'children' | 'render' | 'items' | 'defaultItems' | 'selectionMode'
    >,
    FieldLabelProps {
  /**
   * Options filtered here as the user types (owners, properties already loaded).
   * Leave out when `items` come from a search.
   */
  defaultItems?: readonly ListOption[];
  /**
   * Options the parent found for the current `inputValue` (address search, server-side lookups);
   * not filtered again here. Pair with `onInputChange` and `isLoading`.
   */
  items?: readonly ListOption[];
  /** A search for `items` is under way: shows a spinner and "Searching…" in the list. */
  isLoading?: boolean;
  /** Shown in the open list when nothing matches. */
  emptyMessage?: string;
  placeholder?: string;
}

/**
 * A searchable pick-list: type to narrow, arrows to move, Enter to choose. Serves both local lists
 * (`defaultItems`) and searches run by the parent (`items` + `onInputChange` + `isLoading`), such as
 * the address search that fills street, city, province and postal code.
 */
export function ComboBox({
  isLoading = false,
  emptyMessage = 'No results',
  placeholder,
  onOpenChange,
  ...props
}: ComboBoxProps) {
  const { wrapper, aria } = splitFieldProps(props);
  const onOpenChangeShowingPage = useNoHiddenPage(onOpenChange);
  return (
    <AriaComboBox {...aria} onOpenChange={onOpenChangeShowingPage} className={field}>
      <FieldWrapper {...wrapper}>
        <Group className={group}>
          <Input className={groupInput} placeholder={placeholder} />
          {isLoading ? <span className={spinner} role="presentation" aria-hidden="true" /> : null}
          <Button className={groupButton} aria-label="Show suggestions">
            <Icon name="chevronDown" size={18} />
          </Button>
        </Group>
      </FieldWrapper>
      <Popover className={popover} placement="bottom start">
        <ListBox<ListOption>
          className={listBox}
          aria-busy={isLoading || undefined}
          renderEmptyState={() => <div className={emptyState}>{isLoading ? 'Searching…' : emptyMessage}</div>}
        >
          {(item) => <ListOptionItem item={item} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
