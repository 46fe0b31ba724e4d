// Which controls a table needs for its size. A table whose rows all fit on one page needs no pager, and one of a few
// rows no filter: on a phone they filled the screen above and below a table of one row. Both are judged on the rows
// without the filter, so narrowing the rows never takes the filter, or the pager, away.

/**
 * A table of at most this many rows shows no filter: they fit on the first page every table starts with (10 rows),
 * where they are read at a glance.
 */
export const fewRows = 10;

export interface TableSize {
  /** Rows without the filter; for a server table its total without a search (at least the total matching it). */
  rows: number;
  pageSize: number;
  /** 1-based, as asked for (a server table's URL may ask for a page past the end). */
  page: number;
  /** The filter's text. */
  filter: string;
}

/**
 * First, Previous, Page, Next and Last, with the page size and the count: more rows than a page holds, or a page past
 * the first; or a filter typed, whose count says how many rows match (a server table opened on a search from its URL
 * knows only that count).
 */
export function needsPager({ rows, pageSize, page, filter }: TableSize): boolean {
  return rows > pageSize || page > 1 || filter !== '';
}

/** The filter: more than a few rows, or a filter typed (a filter with text stays, whatever it leaves). */
export function needsFilter({ rows, filter }: Pick<TableSize, 'rows' | 'filter'>): boolean {
  return rows > fewRows || filter !== '';
}
