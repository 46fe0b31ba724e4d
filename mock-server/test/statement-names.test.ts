// Which statements the PostgreSQL pool prepares by name (db/statement-names.ts): a SELECT sent again, never one whose
// plan depends on a pattern, never a write, and no more than a bounded number.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { namingRepeatedReads, statementNamer } from '../src/db/statement-names.ts';

describe('statementNamer', () => {
  it('names a SELECT on its second use, and gives it the same name after', () => {
    const nameOf = statementNamer();
    const page = 'select "id" from "properties" where "archived" = $1 order by "city" limit $2 offset $3';
    expect(nameOf(page)).toBeUndefined();
    const name = nameOf(page);
    expect(name).toMatch(/^portal_read_\d+$/);
    expect(nameOf(page)).toBe(name);
    const other = 'select count(*) from "properties" where "archived" = $1';
    nameOf(other);
    expect(nameOf(other)).not.toBe(name);
  });

  it('never names a search by pattern or a write', () => {
    const nameOf = statementNamer();
    for (const text of [
      'select "id" from "properties" where "search_text" like lower($1) limit $2',
      'select "id" from "users" where "user_name" ILIKE $1',
      'insert into "properties" ("rm_number") values ($1)',
      'update "users" set "archived" = $1 where "id" = $2',
    ]) {
      for (let use = 0; use < 3; use++) expect(nameOf(text)).toBeUndefined();
    }
  });

  it('names at most 200 statements', () => {
    const nameOf = statementNamer();
    const names = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const text = `select ${i}`;
      nameOf(text);
      const name = nameOf(text);
      if (name) names.add(name);
    }
    expect(names.size).toBe(200);
    expect(nameOf('select 250')).toBeUndefined();
  });
});

describe('namingRepeatedReads', () => {
  it('passes the name in the query config, with the text, values and the rest unchanged', async () => {
    const sent: unknown[][] = [];
    const pool = { query: (...args: unknown[]) => sent.push(args), totalCount: 3 } as unknown as pg.Pool;
    const named = namingRepeatedReads(pool);
    const config = { text: 'select "id" from "users" where "id" = $1', rowMode: 'array' };
    await named.query(config, [1]);
    await named.query(config, [2]);
    expect(sent[0]).toEqual([config, [1]]);
    expect(sent[1]).toEqual([{ ...config, name: expect.stringMatching(/^portal_read_/) }, [2]]);
    // Prepared under the empty name (db/list.ts's pages), a statement is named as one drizzle sent unprepared.
    await named.query({ ...config, name: '' }, [4]);
    const [firstNamed] = sent[1] as [{ name: string }];
    expect(sent[2]).toEqual([{ ...config, name: firstNamed.name }, [4]]);
    sent.splice(2, 1);
    // A plain text query and a config already named pass as they are.
    await named.query('select 1');
    await named.query({ ...config, name: 'mine' }, [3]);
    expect(sent[2]).toEqual(['select 1']);
    expect(sent[3]).toEqual([{ ...config, name: 'mine' }, [3]]);
    expect(named.totalCount).toBe(3);
  });
});
