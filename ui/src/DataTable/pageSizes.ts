// The page sizes of the tables, apart from the table itself: routes read them to check the page size in a URL, and
// a route's search check is part of the route tree every page loads first, which must not pull in react-aria's Table.

/** Page sizes of the ordinary tables (spec: "page-size options 5, 10, 15, 20"). */
export const defaultPageSizeOptions = [5, 10, 15, 20] as const;
/** Page sizes of unit-user and user tables (strata spec: "5, 10, 15, 20, 50, 100"). */
export const userTablePageSizeOptions = [5, 10, 15, 20, 50, 100] as const;
/** Every table starts at 10 rows per page (spec). */
export const defaultPageSize = 10;
