// Repeated reads on PGlite go as statements prepared once in its session, every other statement unnamed through the
// same messages (db/pglite-statements.ts): the same answers as PGlite's own query() (rows, fields, types, errors), in
// and out of transactions, with the session left usable.
import { PGlite, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingRepeatedReads } from '../src/db/pglite-statements.ts';

describe('repeated reads on PGlite', () => {
  let client: PGlite;
  let plain: PGlite['query'];
  beforeAll(async () => {
    client = await PGlite.create();
    plain = client.query.bind(client);
    preparingRepeatedReads(client);
    await client.exec(`create table things (id int primary key, name text, born timestamptz, tags text[],
      details jsonb, active boolean, amount numeric);
      insert into things values
        (1, 'one', '2026-01-02T03:04:05Z', '{a,b}', '{"k": [1, 2]}', true, 12.50),
        (2, 'two', null, '{}', null, false, null)`);
  });
  afterAll(() => client.close());

  const prepared = async () =>
    (await plain<{ name: string; statement: string }>('select name, statement from pg_prepared_statements'))
      .rows;

  it('prepares a read on its second use and answers it as query() does, rows, fields and types', async () => {
    const text =
      'select id, name, born, tags, details, active, amount from things where id = any($1) order by id';
    const expected = await plain(text, [[1, 2]]);
    const first = await client.query(text, [[1, 2]]);
    expect(await prepared()).toEqual([]);
    const again: Results[] = [];
    for (let n = 0; n < 7; n++) again.push(await client.query(text, [[1, 2]]));
    expect((await prepared()).map((p) => p.statement)).toEqual([text]);
    for (const answer of [first, ...again]) {
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
    }
    // Dates as Date, arrays, JSON and booleans parsed; drizzle's options (rows as arrays, dates kept as text) honoured.
    expect(again[0]?.rows[0]).toMatchObject({
      born: new Date('2026-01-02T03:04:05Z'),
      tags: ['a', 'b'],
      active: true,
    });
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    expect((await client.query(text, [[1]], options)).rows).toEqual((await plain(text, [[1]], options)).rows);
  });

  it('binds each value by its parameter type: dates, JSON, arrays, booleans and null', async () => {
    const text =
      'select $1::timestamptz as at, $2::jsonb as doc, $3::int[] as ids, $4::boolean as flag, $5::text as none';
    const values = [new Date('2026-12-06T10:00:00Z'), { a: "it's" }, [3, 4], false, null];
    for (let n = 0; n < 3; n++) {
      expect((await client.query(text, values)).rows).toEqual((await plain(text, values)).rows);
    }
  });

  it("fails as query() does (PostgreSQL's error and code) and leaves the session usable", async () => {
    const text = 'select 10 / $1::int as quotient';
    await client.query(text, [2]);
    expect((await client.query(text, [5])).rows).toEqual([{ quotient: 2 }]);
    await expect(client.query(text, [0])).rejects.toMatchObject({
      code: '22012',
      message: 'division by zero',
    });
    expect((await client.query(text, [10])).rows).toEqual([{ quotient: 1 }]);
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it("runs in a transaction on the transaction's session: its own writes seen, and usable after a rollback", async () => {
    const text = 'select name from things where id = $1';
    await client.query(text, [1]);
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into things (id, name) values (3, 'three')`);
        // Prepared here, inside the transaction that rolls back.
        for (const id of [3, 3]) expect((await tx.query(text, [id])).rows).toEqual([{ name: 'three' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await client.query(text, [3])).rows).toEqual([]);
    expect((await client.query(text, [2])).rows).toEqual([{ name: 'two' }]);
    // A statement prepared in a transaction whose later statement failed: the transaction rolls back, the read goes on.
    const other = 'select count(*)::int as n from things where id <= $1';
    await expect(
      client.transaction(async (tx) => {
        for (const id of [1, 2]) await tx.query(other, [id]);
        await tx.query('select 1 / 0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await client.query(other, [9])).rows).toEqual([{ n: 2 }]);
  });

  it("runs every other statement unnamed as query() does, with the query's own parsers over the session's", async () => {
    const write = 'update things set amount = $1 where id = $2 returning id, born, amount';
    const search = 'select id, born from things where name like $1 order by id';
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `as text ${value}` } };
    for (const [text, params] of [
      [write, [7.5, 1]],
      [search, ['o%']],
    ] as const) {
      const own = await client.query(text, [...params], options);
      expect(own.rows).toEqual((await plain(text, [...params], options)).rows);
      expect(own.fields).toEqual((await plain(text, [...params], options)).fields);
      expect((await client.query(text, [...params])).rows).toEqual((await plain(text, [...params])).rows);
    }
    expect((await client.query(search, ['o%'], options)).rows).toEqual([
      [1, 'as text 2026-01-02 03:04:05+00'],
    ]);
    // A query's own parsers stay its own: the next one without them parses a date as the session does.
    expect((await client.query(search, ['o%'])).rows).toEqual([
      { id: 1, born: new Date('2026-01-02T03:04:05Z') },
    ]);
    await expect(client.query('insert into things (id) values ($1)', [1])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 2 }]);
  });

  it('leaves writes and searches by pattern unnamed', async () => {
    const before = (await prepared()).length;
    for (let n = 0; n < 3; n++) {
      await client.query('update things set active = $1 where id = $2', [true, 2]);
      await client.query('select id from things where name like $1', ['t%']);
    }
    expect((await prepared()).length).toBe(before);
  });
});
