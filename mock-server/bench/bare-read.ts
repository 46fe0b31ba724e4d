// The baseline of `npm run bench:reads`: a bare Fastify with the same database driver as the server (pg for
// PostgreSQL, PGlite for PGlite) answering GET /property/{id} with the one SELECT by id, and nothing else (no
// authentication, no validation, no serialization schema). DATABASE_URL, or PGLITE_DIR (the server's data folder's
// database, opened after the server stopped); PORT.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { pgliteExtensions } from '../src/db/client.ts';

const port = Number(process.env.PORT ?? 3000);
const statement = 'select * from properties where id = $1';
let read: (id: number) => Promise<unknown>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  read = async (id) => (await pool.query(statement, [id])).rows[0];
} else {
  const dataDir = process.env.PGLITE_DIR;
  if (!dataDir) throw new Error('DATABASE_URL or PGLITE_DIR is needed');
  // The server's settings (db/client.ts).
  const db = await PGlite.create(dataDir, {
    relaxedDurability: true,
    extensions: pgliteExtensions,
    postgresqlconf: ['shared_buffers=16MB'],
  });
  read = async (id) => (await db.query(statement, [id])).rows[0];
}

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/property/:id', async (request, reply) => {
  const row = await read(Number(request.params.id));
  if (!row) return reply.code(404).send({ message: 'not found' });
  return row;
});
await app.listen({ port, host: '127.0.0.1' });
