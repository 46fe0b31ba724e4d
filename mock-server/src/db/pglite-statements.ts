// Reads that repeat, prepared once on PGlite, as statement-names.ts prepares them once per PostgreSQL connection (the
// same reads: a SELECT sent before, without LIKE). PGlite's query() sends every statement unnamed, so its PostgreSQL
// parses and plans it again on every call, and planning is most of a short read's time there: a property read by id
// with its owner took 955–1,311 µs through query() and 347–489 µs through this (3,000 reads of distinct ids,
// SEED_SCALE=10000), a part of it each relation's size asked of the file system. A named statement keeps its
// plan in PGlite's one session (PostgreSQL's plan cache: a generic plan once it costs no more than the custom ones).
// The messages are PGlite's own query()'s (its protocol serializer, its result parser, its exclusive run), but with
// the statement's name: parsed and described once, then bound and run. Every other statement (a write, a search, a
// read not yet repeated) goes the same way unnamed, as query() sends it, for one difference: the answer's parsers.
// drizzle gives each query parsers of its own (dates and times kept as text), and PGlite's result parser copies the
// session's 318 parsers and those into a new object for every such query: 94 µs a copy (10,000 timed), about a
// quarter of a read by id. Here the query's own are laid over the session's, not copied. A statement with a blob
// (COPY to or from a file) goes through query() itself.
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
 * Gives `client`'s query() (and that of each transaction it opens) a named statement for each repeated read, and runs
 * every statement but a blob's through the same messages. Call it before anything else wraps those methods.
 */
export function preparingRepeatedReads(client: PGlite): void {
  const nameOf = statementNamer();
  const prepared = new Map<string, Prepared>();

  /** One protocol message's answers; the session's own state is PGlite's, as for its query(). */
  const send = (message: Uint8Array, options: QueryOptions | undefined) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  /** The session's parsers with the query's own laid over them (a chain, not a copy of the session's). */
  const parsersOf = (options: QueryOptions | undefined) =>
    options?.parsers
      ? (Object.assign(Object.create(client.parsers), options.parsers) as typeof client.parsers)
      : client.parsers;

  /** Parses and describes the statement: a named one once (unless the session has it), the unnamed one each time. */
  const prepare = async (name: string, text: string, options: QueryOptions | undefined) => {
    const describe = async () =>
      parse.parseDescribeStatementResults(
        await send(protocol.serialize.describe({ type: 'S', name }), options),
      );
    if (name === '') {
      await send(protocol.serialize.parse({ text, types: options?.paramTypes }), options);
      return describe();
    }
    let statement = prepared.get(name);
    if (!statement) {
      await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
      statement = {};
      prepared.set(name, statement);
    }
    statement.types ??= await describe();
    return statement.types;
  };

  /**
   * The statement run under `name` ('' for the unnamed one), inside PGlite's exclusive run of one query (a
   * transaction's or not).
   */
  const runStatement = (name: string, text: string, params: unknown[] | undefined, options?: QueryOptions) =>
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
      return parse.parseResults(messages, parsersOf(options), {
        ...options,
        parsers: undefined,
      })[0] as Results;
    });

  /** query() of the database or of a transaction: a blob's through `query`, every other through `run`. */
  const ownQuery = (query: Query, run: (name: string, ...args: Parameters<Query>) => Promise<Results>) =>
    (async (text: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.blob !== undefined) return query(text, params, options);
      return run(nameOf(text) ?? '', text, params, options);
    }) as Query;

  const query = client.query.bind(client);
  client.query = ownQuery(query, async (name, text, params, options) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => runStatement(name, text, params, options));
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
          value: ownQuery(txQuery, (name, text, params, options) => {
            if (tx.closed) throw new Error('Transaction is closed');
            return runStatement(name, text, params, options);
          }),
        },
      }) as Transaction;
      return work(named);
    })) as PGlite['transaction'];
}
