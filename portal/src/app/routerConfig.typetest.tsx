// Compiled by `npm run typecheck`, never run or bundled. Each `@ts-expect-error` line must meet an error: if an href
// to a page that does not exist ever compiles again (RouterConfig no longer declared, or declared as any text), the
// directive is unused and the type check fails.
import {
  DataTable,
  type DataTableColumn,
  type Href,
  Link,
  type LinkItem,
  NavBar,
  type NavItem,
  PageHeader,
} from '@portal/ui';
import type { MenuEntry } from '../config/menus.ts';
import { requestHref } from '../features/serviceRequests/requestText.ts';

const ownerId = 12;

/** Pages of the route tree, with their ids, queries and fragments, and other sites: all compile. */
export const pages: readonly Href[] = [
  '/',
  '/admin/dashboard',
  `/admin/owner/${ownerId}`,
  `/strataAdmin/document/view/${ownerId}?kind=unit`,
  '/strataAdmin/document/upload?documentFor=unit',
  '/account#security',
  requestHref('owner', ownerId),
  'https://www.harbourviewpm.example/contact',
  'mailto:office@harbourviewpm.example',
];

// @ts-expect-error: no page at /admin/nowhere
export const notAPage: Href = '/admin/nowhere';

// @ts-expect-error: owners are under /admin/owner/{id}, not /admin/owners/{id}
export const notAnOwnersPage: Href = `/admin/owners/${ownerId}`;

// @ts-expect-error: a page's id stands for one segment, not for more
export const underAnOwner: Href = `/admin/owner/${ownerId}/typo`;

// @ts-expect-error: an id is a number
export const notAnId: Href = '/admin/owner/new-owner';

// @ts-expect-error: a relative address is no page of the tree
export const relative: Href = 'dashboard';

export const links = (
  <>
    <Link href="/owner/dashboard">Dashboard</Link>
    {/* @ts-expect-error: a link to a page that does not exist */}
    <Link href="/owner/dashbord">Dashboard</Link>
    {/* @ts-expect-error: a button-like link to a page that does not exist */}
    <Link variant="button" href={`/admin/property/${ownerId}/archive`}>
      Archive
    </Link>
    <PageHeader
      title="Owner"
      backLink={{
        label: 'Back',
        // @ts-expect-error: a back link to a page that does not exist
        href: '/admin/owner/list',
      }}
    />
  </>
);

export const menuEntry: MenuEntry = {
  label: 'Documents',
  // @ts-expect-error: a menu item to a page that does not exist
  items: [{ label: 'Archive', href: '/admin/documents/archive' }],
};

export const barItem: NavItem = {
  label: 'Requests',
  // @ts-expect-error: a bar item to a page that does not exist
  href: '/admin/request',
};

export const bar = (
  <NavBar label="Menu" brand="Home" items={[barItem, { label: 'Account', href: '/account' }]} />
);

export const backLink: LinkItem = {
  label: 'Back',
  // @ts-expect-error: a link item to a page that does not exist
  href: '/strataAdmin/users',
};

export const column: DataTableColumn<{ id: number; name: string }> = {
  id: 'name',
  header: 'Name',
  value: (row) => row.name,
  // @ts-expect-error: a table's row link to a page that does not exist
  href: (row) => `/strataAdmin/agents/${row.id}`,
};

export const table = <DataTable label="Agents" rows={[]} columns={[column]} getRowId={(row) => row.id} />;
