// The app factory. Plugins in order: external (database, storage, mail) → app (errors, security, auth,
// authorization) → routes (the contract's operations) → web (docs, mailbox page, portal).

import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import helmet from 'helmet';
import { createSecretBox } from './auth/secret-box.ts';
import { createTokenService, resolveJwtSecret } from './auth/tokens.ts';
import type { AppOptions } from './config.ts';
import { apiPrefix, loadContract, type OpenApiDocument } from './contract.ts';
import { type Database, openDatabase, sharedSecret } from './db/client.ts';
import { type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import { runAsRequest } from './db/oldest-first.ts';
import { createGeocoder } from './geocoder/select.ts';
import { startHousekeeping } from './housekeeping/scheduler.ts';
import { createAfterAnswer } from './http/after-answer.ts';
import type { AppServices } from './http/context.ts';
import type { HandlerMap } from './http/handlers.ts';
import { maxUploadBytes } from './http/uploads.ts';
import {
  installFormParser,
  installJsonParser,
  installValidators,
  openapiFormats,
} from './http/validation.ts';
import { logOptions } from './logging.ts';
import { createMailer } from './mail/mailer.ts';
import { sendDueDigests } from './notifications/digests.ts';
import { startTracing, type Tracing } from './observability/tracing.ts';
import { authPlugin } from './plugins/auth.ts';
import { authorizationPlugin } from './plugins/authorization.ts';
import { installErrorHandlers } from './plugins/errors.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { routesPlugin } from './plugins/routes.ts';
import { servicesPlugin } from './plugins/services.ts';
import { hasPortal, webPlugin } from './plugins/web.ts';
import { type SeedResult, seedIfEmpty } from './seed.ts';
import { allHandlers } from './services/index.ts';
import { createDiskStorage } from './storage/file-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';

export interface BuildOptions extends AppOptions {
  /** The bundled contract; read from openapi/dist (bundled when stale) when absent. */
  contract?: OpenApiDocument;
  /** Where log lines go (tests read them); standard output when absent. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the registry of src/services (tests of the foundation itself). */
  handlers?: HandlerMap;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** The seed's ids when this start seeded the database, else null. */
  seeded: SeedResult | null;
}

/** The portal's content security policy: the built portal and the API reference run; nothing else loads. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // pdf.js 5 decodes some images (JPEG 2000, JBIG2) and colour profiles with WebAssembly.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    // react-aria and Swagger UI set style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // pdf.js runs its worker from a blob or the portal's own assets.
    workerSrc: ["'self'", 'blob:'],
    // The footer's proposal-request forms are hosted by a third-party forms provider in a modal frame.
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

export async function buildApp(given: BuildOptions): Promise<BuiltApp> {
  let options = given;
  const contract = options.contract ?? loadContract();
  const lock: DataDirLock | null = options.lockDataDir ? lockDataDir(options.dataDir) : null;
  let database: Database | null = null;
  let services: AppServices | null = null;
  let tracing: Tracing | null = null;
  try {
    // Before the database: its statements are spans of the request that runs them.
    tracing = options.tracing ? await startTracing(options.tracing) : null;
    database = await openDatabase(options.database, tracing?.tracer);
    // On PostgreSQL every instance signs with the same secret: JWT_SECRET, or one generated once and kept in the
    // database (not in this machine's data folder).
    if (database.kind === 'postgres' && !options.jwtSecret) {
      options = { ...options, jwtSecret: await sharedSecret(database.db, 'jwt-secret') };
    }
    const jwtSecret = resolveJwtSecret(options.dataDir, options.jwtSecret);
    const mail = createMailer(database.db, {
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      keepDelivered: options.devRoutes,
    });
    services = {
      db: database.db,
      storage: options.s3
        ? await createS3Storage(options.s3)
        : createDiskStorage(path.join(options.dataDir, 'files')),
      mail,
      tokens: createTokenService(jwtSecret),
      secretBox: createSecretBox(
        options.mfaSecretKey ? new TextEncoder().encode(options.mfaSecretKey) : jwtSecret,
      ),
      options,
      contract,
      geocoder: createGeocoder(options.geocoder),
      housekeeping: startHousekeeping(
        database.db,
        {
          intervalMs: options.housekeepingIntervalMs ?? 0,
          everyLook: [{ name: 'notification digests', run: (db) => sendDueDigests(db, options) }],
        },
        (message, error) => console.error(message, error),
      ),
      lifecycle: { state: 'starting' },
      afterAnswer: createAfterAnswer(database.db, (message, error) => console.error(message, error)),
    };
    let seeded: SeedResult | null = null;
    try {
      seeded = options.seed
        ? await seedIfEmpty({
            ...services,
            publicUrl: options.publicUrl,
            scale: options.seedScale,
            timeZone: options.timeZone,
            holidays: options.holidays,
          })
        : null;
    } finally {
      await database.endStart();
    }

    const serverOptions: FastifyServerOptions = {
      logger: options.logger
        ? { ...logOptions(options.logger), ...(given.logStream && { stream: given.logStream }) }
        : false,
      // Each request's two lines are written by plugins/metrics.ts, with the operationId and the user id.
      logController: new LogController({ disableRequestLogging: true }),
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
      // A hop count becomes the equivalent function (Fastify's types take booleans, addresses or a function).
      trustProxy:
        typeof options.trustProxy === 'number'
          ? (
              (hops: number) => (_address: string, hop: number) =>
                hop < hops
            )(options.trustProxy)
          : options.trustProxy,
      // Response serialization from the contract's schemas accepts OpenAPI's formats too.
      serializerOpts: { ajv: { formats: { ...openapiFormats } } },
    };
    const app = Fastify(serverOptions);
    // First, so that every hook and route after it is part of the request's span.
    if (tracing) {
      const traces = tracing;
      await traces.register(app);
      app.addHook('onClose', () => traces.shutdown());
    }
    installValidators(app);
    installJsonParser(app);
    installFormParser(app);
    const portal = hasPortal(options.portalDist);
    installErrorHandlers(app, (url) =>
      url.toLowerCase().startsWith(`${apiPrefix}/`) || url.toLowerCase() === apiPrefix
        ? 'api'
        : portal
          ? 'portal'
          : 'none',
    );

    // External.
    const openedDatabase = database;
    await app.register(servicesPlugin, {
      services,
      database: openedDatabase,
      onClosed: () => lock?.release(),
    });
    // App.
    // Helmet's security headers on every answer. Its middleware is built once here: @fastify/helmet builds it again
    // for every request (parsing the policy each time).
    const securityHeaders = helmet({ contentSecurityPolicy, crossOriginEmbedderPolicy: false });
    // Each request's queries wait for the database (a PostgreSQL connection, PGlite's one session) by the time the
    // request began, a sign-in's ahead of the rest (db/oldest-first.ts).
    const signInRoutes = new Set(
      ['/auth', '/auth/mfa', '/auth/passkey'].map((path) => `${apiPrefix}${path}`),
    );
    app.addHook('onRequest', (request, _reply, done) =>
      runAsRequest(done, request.method === 'POST' && signInRoutes.has(request.routeOptions.url ?? '')),
    );
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      );
    });
    // Conditional requests: an ETag on every JSON answer (a hash of its body), 304 to a matching If-None-Match, so a
    // table that asks again for a page it has gets no body back. Streams (files, CSV) carry their own or none.
    await app.register(etag);
    // API answers over 1 KB compressed (brotli at quality 4, or gzip) as the client accepts; the portal's files are
    // compressed at build time and sent as they are (Content-Encoding set), partial content never.
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
    // On PostgreSQL the counters are shared by every instance (plugins/rate-limit-store.ts).
    await app.register(rateLimit, {
      global: false,
      ...(openedDatabase.kind === 'postgres' && { store: postgresRateLimitStore(openedDatabase.db) }),
    });
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 50, parts: 60 } });
    await app.register(authPlugin);
    // A signed-in answer is that person's data: no cache (the browser's, a proxy's) keeps it.
    app.addHook('onSend', (request, reply, _payload, done) => {
      if (request.user) reply.header('cache-control', 'no-store');
      done();
    });
    await app.register(authorizationPlugin);
    if (tracing) {
      const traces = tracing;
      app.addHook('onRequest', (request, _reply, done) => {
        traces.annotate(request);
        done();
      });
    }
    await app.register(metricsPlugin, { traceIdOf: tracing?.traceIdOf });
    // Routes.
    await app.register(routesPlugin, { handlers: options.handlers ?? allHandlers() });
    await app.register(webPlugin);
    const { lifecycle } = services;
    app.addHook('onReady', async () => {
      lifecycle.state = 'ready';
    });
    return { app, seeded };
  } catch (error) {
    await services?.housekeeping.stop();
    await database?.close();
    await tracing?.shutdown();
    lock?.release();
    throw error;
  }
}
