import { type ReactNode, useId, useState } from 'react';
import {
  Button as AriaButton,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import type { Href } from '../Link/Link.tsx';
import { visuallyHidden } from '../theme/theme.css.ts';
import * as styles from './NavBar.css.ts';

/** A menu entry: a link, an action (e.g. open a request form, log out) or a submenu. */
export type NavMenuEntry =
  | { label: string; href: Href; onAction?: never; items?: never }
  | { label: string; onAction: () => void; href?: never; items?: never }
  | { label: string; items: readonly NavMenuEntry[]; href?: never; onAction?: never };

/** A bar item: a link, an action, or a dropdown menu of entries. */
export type NavItem =
  | {
      label: string;
      href: Href;
      onAction?: never;
      items?: never;
      /** A bell before the label and, above 0, a count after it (the unread notifications). */
      badge?: { icon: 'bell'; count: number; counted: string };
    }
  | { label: string; onAction: () => void; href?: never; items?: never }
  | { label: string; items: readonly NavMenuEntry[]; href?: never; onAction?: never };

export interface NavBarProps {
  /** Names the navigation landmark, e.g. "Main" or "Strata admin". */
  label: string;
  /** The company name or logo at the start of the bar, usually a link home. */
  brand: ReactNode;
  items: readonly NavItem[];
  /**
   * The account's items of a signed-in bar (notifications, account, log out). On a desktop the brand's row ends with
   * them and the menu has a row of its own below, so the bar is one height whatever its items (a menu that filled the
   * brand's row would take a second row only when it no longer fits, and the page under it would move). On a phone
   * they follow the menu behind the Menu button. An empty list keeps both rows: the shell of a signed-in page.
   */
  endItems?: readonly NavItem[];
  /** The current page's href: its link is marked as the current page. */
  currentHref?: string;
  /** Drawn semi-transparent (the public bar once the page is scrolled). */
  isTranslucent?: boolean;
}

/** The company name as a link home, drawn for the dark bar. */
export function NavBarBrand({ href, children }: { href: Href; children: ReactNode }) {
  return (
    <Link href={href} className={styles.brandLink}>
      {children}
    </Link>
  );
}

function renderEntries(entries: readonly NavMenuEntry[]): ReactNode {
  return entries.map((entry) => {
    if (entry.items) {
      return (
        <SubmenuTrigger key={entry.label}>
          <MenuItem className={styles.menuItem} textValue={entry.label}>
            <span className={styles.menuItemLabel}>{entry.label}</span>
            <Icon name="chevronRight" />
          </MenuItem>
          <Popover className={styles.popover} offset={-4} crossOffset={-4}>
            <Menu className={styles.menu}>{renderEntries(entry.items)}</Menu>
          </Popover>
        </SubmenuTrigger>
      );
    }
    return (
      <MenuItem
        key={entry.label}
        className={styles.menuItem}
        href={entry.href}
        onAction={entry.onAction}
        textValue={entry.label}
      >
        {entry.label}
      </MenuItem>
    );
  });
}

/** One bar item in its list: a dropdown menu, a link (with its badge) or an action; `close` folds a phone's menu. */
function barItem(item: NavItem, currentHref: string | undefined, close: () => void) {
  return (
    <li key={item.label} className={styles.listItem}>
      {item.items ? (
        <MenuTrigger>
          <AriaButton className={styles.item}>
            {item.label}
            <Icon name="chevronDown" />
          </AriaButton>
          <Popover className={styles.popover} placement="bottom start">
            <Menu className={styles.menu} aria-label={item.label} onClose={close}>
              {renderEntries(item.items)}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : item.href !== undefined ? (
        <Link
          href={item.href}
          className={styles.item}
          aria-current={item.href === currentHref ? 'page' : undefined}
          onPress={close}
        >
          {item.badge ? <Icon name={item.badge.icon} /> : null}
          {item.label}
          {item.badge && item.badge.count > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{item.badge.count > 99 ? '99+' : item.badge.count}</span>
              <span className={visuallyHidden}>
                ({item.badge.count} {item.badge.counted})
              </span>
            </span>
          ) : null}
        </Link>
      ) : (
        <AriaButton
          className={styles.item}
          onPress={() => {
            close();
            item.onAction();
          }}
        >
          {item.label}
        </AriaButton>
      )}
    </li>
  );
}

/**
 * The top navigation bar shared by the public bar and the role bars: links, actions and dropdown
 * menus (react-aria MenuTrigger: arrow keys, Enter, Escape). On phones the items fold behind a Menu button.
 */
export function NavBar({ label, brand, items, endItems, currentHref, isTranslucent = false }: NavBarProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  // On a phone the open menu covers the page: it closes once the user has gone somewhere or done something.
  const [openedAt, setOpenedAt] = useState(currentHref);
  if (openedAt !== currentHref) {
    setOpenedAt(currentHref);
    setOpen(false);
  }
  const close = () => setOpen(false);
  const list = (entries: readonly NavItem[], className: string) => (
    <ul className={className}>{entries.map((item) => barItem(item, currentHref, close))}</ul>
  );
  return (
    <nav
      aria-label={label}
      className={styles.bar({ translucent: isTranslucent })}
      data-translucent={isTranslucent || undefined}
    >
      <div className={styles.inner({ twoRows: endItems !== undefined })}>
        <div className={styles.brand}>{brand}</div>
        <AriaButton
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onPress={() => setOpen((open) => !open)}
        >
          <Icon name={isOpen ? 'close' : 'chevronDown'} />
          Menu
        </AriaButton>
        <div id={panelId} className={styles.panel({ open: isOpen })}>
          {list(items, styles.list)}
          {endItems ? list(endItems, styles.endList) : null}
        </div>
      </div>
    </nav>
  );
}
