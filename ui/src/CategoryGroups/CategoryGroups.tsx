import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './CategoryGroups.css.ts';

export interface CategoryGroup<T> {
  id: string | number;
  /** The category (folder) name, e.g. "Bylaws". */
  name: string;
  items: readonly T[];
}

export interface Category {
  id: string | number;
  name: string;
}

/**
 * Groups items under their categories, in the categories' order; categories without items stay
 * (a new folder is empty), items whose category is unknown go to a last "Uncategorized" group.
 */
export function groupByCategory<T>(
  items: readonly T[],
  categories: readonly Category[],
  getCategoryId: (item: T) => string | number | null | undefined,
): CategoryGroup<T>[] {
  const known = new Set(categories.map((category) => category.id));
  const groups: CategoryGroup<T>[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    items: items.filter((item) => getCategoryId(item) === category.id),
  }));
  const rest = items.filter((item) => {
    const id = getCategoryId(item);
    return id === null || id === undefined || !known.has(id);
  });
  if (rest.length > 0) groups.push({ id: '__uncategorized', name: 'Uncategorized', items: rest });
  return groups;
}

export interface CategoryGroupsProps<T> {
  /** Names the whole list, e.g. "Documents". */
  label: string;
  groups: readonly CategoryGroup<T>[];
  getItemId: (item: T) => string | number;
  /** One document's row: its title link, date and actions. */
  renderItem: (item: T) => ReactNode;
  /** Shown when there are no groups or every group is empty. */
  emptyMessage?: string;
  /** Shown inside an empty category. */
  emptyGroupMessage?: string;
  /** Leave out categories without items (a viewer's list); admins see empty folders. */
  hideEmptyGroups?: boolean;
  /** Groups open at first: all of them by default. */
  defaultExpandedKeys?: Iterable<Key>;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Documents grouped by category, each category a disclosure (Enter or Space opens and closes it),
 * with its count in the heading.
 */
export function CategoryGroups<T>({
  label,
  groups,
  getItemId,
  renderItem,
  emptyMessage = 'No documents yet.',
  emptyGroupMessage = 'No documents in this category.',
  hideEmptyGroups = false,
  defaultExpandedKeys,
  headingLevel = 3,
}: CategoryGroupsProps<T>) {
  const shown = hideEmptyGroups ? groups.filter((group) => group.items.length > 0) : groups;
  if (shown.length === 0) {
    return (
      <section aria-label={label} className={styles.root}>
        <p className={styles.empty}>{emptyMessage}</p>
      </section>
    );
  }
  return (
    <section aria-label={label} className={styles.root}>
      <DisclosureGroup
        allowsMultipleExpanded
        defaultExpandedKeys={defaultExpandedKeys ?? shown.map((group) => group.id)}
        className={styles.group}
      >
        {shown.map((group) => (
          <Disclosure key={group.id} id={group.id} className={styles.disclosure}>
            <Heading level={headingLevel} className={styles.heading}>
              <AriaButton slot="trigger" className={styles.trigger}>
                <Icon name="chevronRight" className={styles.chevron} />
                <span className={styles.name}>{group.name}</span>
                <span className={styles.count}>
                  {group.items.length === 1 ? '1 document' : `${group.items.length} documents`}
                </span>
              </AriaButton>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              {group.items.length === 0 ? (
                <p className={styles.emptyGroup}>{emptyGroupMessage}</p>
              ) : (
                <ul className={styles.items}>
                  {group.items.map((item) => (
                    <li key={getItemId(item)} className={styles.item}>
                      {renderItem(item)}
                    </li>
                  ))}
                </ul>
              )}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
