// The audit feature's public face: the link to a record's history on the audit page, and how an entry is worded (the
// account page's activity words the entries about one account's records as this page does).
export { actionLabel, detailsLine, recordLabel } from './auditLabels.ts';
export { historyHref } from './tables.ts';
