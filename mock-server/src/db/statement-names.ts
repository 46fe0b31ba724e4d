// Reads that repeat, prepared once per PostgreSQL connection. drizzle sends a query it builds (a list's page, a
// count) as an unnamed statement, which PostgreSQL parses and plans again on every call: for a sorted page of 10,000
// rows, planning took longer than running it (EXPLAIN ANALYZE: 0.4–0.8 ms against 0.3–0.7 ms). Here a SELECT whose
// text has been sent before gets a name, so node-postgres parses it once per connection and PostgreSQL may keep its
// plan. Not named:
// - a statement with LIKE or ILIKE: how many rows a pattern matches decides its plan (walk the sort index, or read
//   the trigram index and sort), and a plan kept for one pattern is slow for another (the read mix's searches served
//   821 req/s named against 1,581 unnamed: bench/reads.ts);
// - anything but a SELECT (the seed's and imports' writes, whose texts rarely repeat), and more than `namesKept`
//   texts per pool, since each connection keeps every statement it prepared until it closes.
// PGlite's one session prepares the same reads by the same rule (db/pglite-statements.ts).
import type pg from 'pg';
import { overriding } from './overriding.ts';

/** Statements named per pool, at most (each of its connections prepares those it runs). */
const namesKept = 200;
/** Texts whose uses are counted before a name is given, at most (then the count starts over). */
const textsCounted = 5000;

type QueryConfig = { text?: unknown; name?: unknown };

/** The name a statement's text gets (a new one on its second use), or undefined. */
export function statementNamer(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  return (text) => {
    const named = names.get(text);
    if (named !== undefined) return named;
    if (names.size >= namesKept || !text.startsWith('select ') || /\b(i?like)\b/i.test(text))
      return undefined;
    if (!seen.has(text)) {
      if (seen.size >= textsCounted) seen.clear();
      seen.add(text);
      return undefined;
    }
    seen.delete(text);
    const name = `portal_read_${names.size}`;
    names.set(text, name);
    return name;
  };
}

/**
 * The pool with each repeated read's query config given its name (statementNamer), when it has none (drizzle's
 * unprepared queries, and those prepared under the empty name); everything else as it was.
 */
export function namingRepeatedReads(pool: pg.Pool): pg.Pool {
  const nameOf = statementNamer();
  const query = (...args: unknown[]) => {
    const config = args[0] as QueryConfig | undefined;
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
      const name = nameOf(config.text);
      if (name !== undefined) args[0] = { ...config, name };
    }
    return (pool.query as (...a: unknown[]) => unknown)(...args);
  };
  return overriding(pool, { query });
}
