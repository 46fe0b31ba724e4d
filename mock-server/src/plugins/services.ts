// External services every handler uses: database, file storage, mail, tokens. Closed with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import type { AppServices } from '../http/context.ts';

export interface ServicesOptions {
  services: AppServices;
  database: Database;
  /** Runs after the database is closed (releases the data-folder lock). */
  onClosed: () => void;
}

export const servicesPlugin = fp<ServicesOptions>(
  async (app: FastifyInstance, { services, database, onClosed }) => {
    app.decorate('services', services);
    app.decorate('unknownHandlers', []);
    app.addHook('onClose', async () => {
      await services.afterAnswer.idle();
      services.mail.close();
      await services.housekeeping.stop();
      try {
        await database.close();
      } finally {
        onClosed();
      }
    });
  },
  { name: 'portal-services' },
);
