// Reads that repeat, prepared once on PGlite, as statement-names.ts prepares them once per PostgreSQL connection (the
// same reads: a SELECT sent before, without LIKE). PGlite's query() sends every statement unnamed, so its PostgreSQL
// parses and plans it again on every call, and planning is most of a short read's time there: a property read by id
// with its owner took 955–1,311 µs through query() and 347–489 µs through this (3,000 reads of distinct ids,
// SEED_SCALE=10000), a part of it each relation's size asked of the file system. A named statement keeps its
// plan in PGlite's one session (PostgreSQL's plan cache: a generic plan once it costs no more than the custom ones).
// The messages are PGlite's own query()'s (its protocol serializer, its result parser, its exclusive run), but with
// the statement's name: parsed and described once, then bound and run.
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { statementNamer } from './statement-names.ts';

type Query = PGlite['query'];

/** A statement parsed under its name in PGlite's session, with its parameters' types once described. */
interface Prepared {
  types?: number[];
}

/** PostgreSQL's code for a statement name the session does not know (invalid_sql_statement_name). */
const unknownStatement = '26000';

/**
 * Gives `client`'s query() (and that of each transaction it opens) a named statement for each repeated read. Call it
 * before anything else wraps those methods.
 */
export function preparingRepeatedReads(client: PGlite): void {
  const nameOf = statementNamer();
  const prepared = new Map<string, Prepared>();

  /** One protocol message's answers; the session's own state is PGlite's, as for its query(). */
  const send = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  /** Parses and describes the statement under its name, unless the session already has it. */
  const prepare = async (name: string, text: string, options: QueryOptions | undefined) => {
    let statement = prepared.get(name);
    if (!statement) {
      await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
      statement = {};
      prepared.set(name, statement);
    }
    if (!statement.types) {
      statement.types = parse.parseDescribeStatementResults(
        await send(protocol.serialize.describe({ type: 'S', name }), options),
      );
    }
    return statement.types;
  };

  /** The read run as its statement, inside PGlite's exclusive run of one query (a transaction's or not). */
  const runNamed = (name: string, text: string, params: unknown[] | undefined, options?: QueryOptions) =>
    client._runExclusiveQuery(async () => {
      const messages: Awaited<ReturnType<typeof send>> = [];
      try {
        const types = await prepare(name, text, options);
        const values = (params ?? []).map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = types[i] as number;
          const serialize = options?.serializers?.[type] ?? client.serializers[type];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: name, values }), options)),
          ...(await send(protocol.serialize.describe({ type: 'P' }), options)),
          ...(await send(protocol.serialize.execute({}), options)),
        );
      } catch (error) {
        // The session lost the statement (it never had it, or its parse failed): parsed again next time.
        if ((error as { code?: string }).code === unknownStatement) prepared.delete(name);
        throw error;
      } finally {
        messages.push(...(await send(protocol.serialize.sync(), options)));
      }
      if (!client.isInTransaction()) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results;
    });

  /** query() of `on` (the database or a transaction), a repeated read going as its named statement. */
  const namingQuery = (query: Query, run: (name: string, ...args: Parameters<Query>) => Promise<Results>) =>
    (async (text: string, params?: unknown[], options?: QueryOptions) => {
      const name = options?.blob === undefined ? nameOf(text) : undefined;
      return name === undefined ? query(text, params, options) : run(name, text, params, options);
    }) as Query;

  const query = client.query.bind(client);
  client.query = namingQuery(query, async (name, text, params, options) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => runNamed(name, text, params, options));
  });
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const named = Object.create(tx, {
        // Writable and configurable, as the transaction's own: a proxy over it may hand out another (db/overriding.ts).
        query: {
          writable: true,
          configurable: true,
          value: namingQuery(txQuery, (name, text, params, options) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return runNamed(name, text, params, options);
          }),
        },
      }) as Transaction;
      return work(named);
    })) as PGlite['transaction'];
}
