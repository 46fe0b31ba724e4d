// The audit feature's public face: the link to a record's history on the audit page.
export { historyHref } from './tables.ts';
