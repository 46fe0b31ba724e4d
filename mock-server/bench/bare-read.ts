// The baselines of `npm run bench:reads`: a bare Fastify with the same database driver as the server (pg for
// PostgreSQL, PGlite for PGlite) and nothing else (no authentication, no validation, no serialization schema):
// - GET /property/{id}: the one SELECT by id (the issue's baseline);
// - the read mix's own URLs (/api/property/{id}, /api/ownerProfile/{id}, and their pages sorted or searched with
//   limit, offset, sort and q), each answered with the one SELECT the portal runs for its rows (the same statement
//   text for a page; no count, no session check): what the database's work for the mix costs without the server.
// DATABASE_URL, or PGLITE_DIR (the server's data folder's database, opened after the server stopped); PORT.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { pgliteExtensions } from '../src/db/client.ts';

const port = Number(process.env.PORT ?? 3000);
let query: (text: string, values: unknown[]) => Promise<unknown[]>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (text, values) => (await pool.query(text, values)).rows;
} else {
  const dataDir = process.env.PGLITE_DIR;
  if (!dataDir) throw new Error('DATABASE_URL or PGLITE_DIR is needed');
  // The server's settings (db/client.ts).
  const db = await PGlite.create(dataDir, {
    relaxedDurability: true,
    extensions: pgliteExtensions,
    postgresqlconf: ['shared_buffers=16MB'],
  });
  query = async (text, values) => (await db.query(text, values)).rows;
}

const app = Fastify({ logger: false });
const byId =
  (text: string) => async (request: { params: { id: string } }, reply: { code: (n: number) => void }) => {
    const [row] = await query(text, [Number(request.params.id)]);
    if (!row) reply.code(404);
    return row ?? { message: 'not found' };
  };
app.get<{ Params: { id: string } }>('/property/:id', byId('select * from properties where id = $1'));
app.get<{ Params: { id: string } }>('/api/property/:id', byId('select * from properties where id = $1'));
app.get<{ Params: { id: string } }>(
  '/api/ownerProfile/:id',
  byId('select o.*, u.email from owner_profiles o join users u on u.id = o.user_id where o.id = $1'),
);

interface List {
  columns: string;
  from: string;
  table: string;
  sorts: Record<string, string>;
}
const lists: Record<'property' | 'ownerProfile', List> = {
  property: {
    columns:
      '"id", "rm_number", "contract_type", "address", "street", "suite", "city", "province", "postal", "owner_id", "owner_name", "archived"',
    from: '"properties"',
    table: '"properties"',
    sorts: {
      rmNumber: 'rm_number',
      contractType: 'contract_type',
      street: 'street',
      city: 'city',
      ownerName: 'owner_name',
    },
  },
  ownerProfile: {
    columns:
      '"owner_profiles"."id", "owner_profiles"."name", "users"."email", "owner_profiles"."user_id", "owner_profiles"."phone", "owner_profiles"."city", "owner_profiles"."archived"',
    from: '"owner_profiles" inner join "users" on "users"."id" = "owner_profiles"."user_id"',
    table: '"owner_profiles"',
    sorts: { name: 'name', email: 'user_email', city: 'city' },
  },
};

/** The statement the portal sends for a page (db/list.ts): the sorted page's ids read first when it has an offset. */
function pageStatement(list: List, sort: string, offset: number, searched: boolean): string {
  const descending = sort.startsWith('-');
  const column = list.sorts[descending ? sort.slice(1) : sort];
  if (!column) throw new Error(`no sort ${sort}`);
  const direction = descending ? 'desc' : 'asc';
  const order = `${list.table}."${column}" ${direction}, ${list.table}."id" ${direction}`;
  const where = `${list.table}."archived" = $1${searched ? ` and ${list.table}."search_text" like lower($4)` : ''}`;
  if (offset > 0) {
    return `select ${list.columns} from ${list.from} where ${list.table}."id" in (select ${list.table}."id" from ${list.table} where ${where} order by ${order} limit $2 offset $3) order by ${order}`;
  }
  return `select ${list.columns} from ${list.from} where ${where} order by ${order} limit $2 offset $3`;
}

for (const name of ['property', 'ownerProfile'] as const) {
  app.get<{ Querystring: { limit: string; offset?: string; sort: string; q?: string } }>(
    `/api/${name}`,
    async (request) => {
      const { limit, offset = '0', sort, q } = request.query;
      const text = pageStatement(lists[name], sort, Number(offset), q !== undefined);
      const values: unknown[] = [false, Number(limit), Number(offset)];
      if (q !== undefined) values.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return query(text, values);
    },
  );
}
await app.listen({ port, host: '127.0.0.1' });
