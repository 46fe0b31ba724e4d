// Operations about the server itself (extension): health and the development mailbox.
import { sql } from 'drizzle-orm';
import { notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';

export const serverVersion = '1.0.0';

export const handlers = defineHandlers({
  async getHealth({ db, reply, request }) {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok', database: 'ok', version: serverVersion };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      reply.code(503);
      return { status: 'error', database: 'error', version: serverVersion };
    }
  },

  async listDevMailbox({ query, mail, options }) {
    // Development only: in production the path answers 404 as if it did not exist.
    if (!options.devRoutes) throw notFound();
    const to = typeof query.to === 'string' ? query.to : undefined;
    return mail.list({ to });
  },
});
