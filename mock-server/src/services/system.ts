// Operations about the server itself (extension): health, readiness, the company's contact and the development
// mailbox.
import { sql } from 'drizzle-orm';
import { notFound } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { companyNameOf } from '../notifications/notify.ts';

export const serverVersion = '1.0.0';

/** The company's contact where the configuration leaves it out (the demo company's). */
export const defaultCompanyContact = {
  phone: '604-555-0100',
  email: 'office@harbourviewpm.example',
  officeHours: 'Monday to Friday, 9:00 am to 5:00 pm (Pacific time)',
} as const;

export const handlers = defineHandlers({
  async getCompanyContact({ options }) {
    return {
      name: companyNameOf(options),
      phone: options.companyPhone ?? defaultCompanyContact.phone,
      email: options.companyEmail ?? defaultCompanyContact.email,
      officeHours: options.companyOfficeHours ?? defaultCompanyContact.officeHours,
    };
  },

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

  async getReady({ db, storage, lifecycle, reply, request }) {
    const answers = async (check: () => Promise<unknown>, what: string) => {
      try {
        await check();
        return 'ok' as const;
      } catch (error) {
        request.log.error({ err: error }, `ready check: the ${what} does not answer`);
        return 'error' as const;
      }
    };
    const [database, files] = await Promise.all([
      answers(() => db.execute(sql`select 1`), 'database'),
      answers(() => storage.check(), 'file storage'),
    ]);
    const status =
      lifecycle.state !== 'ready'
        ? lifecycle.state
        : database === 'ok' && files === 'ok'
          ? 'ready'
          : 'unavailable';
    if (status !== 'ready') reply.code(503);
    return { status, database, storage: files };
  },

  async listDevMailbox({ query, mail, options }) {
    // Development only: in production the path answers 404 as if it did not exist.
    if (!options.devRoutes) throw notFound();
    const to = typeof query.to === 'string' ? query.to : undefined;
    return mail.list({ to });
  },
});
