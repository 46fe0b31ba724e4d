// A short-lived cache of the JSON answers to authenticated reads, for the embedded database only.
//
// On PGlite this process is the database's only client, so the database layer sees every change: its write counter
// (db/client.ts) moves before and after each statement that may write. An answer is kept only when no write started
// or ended while it was being made, and every kept answer is dropped as soon as the counter moves again. So a read
// never returns data older than the last write, whoever made it (a request, the mailer, a test).
//
// An answer belongs to one bearer token and one URL: a hit skips the token check, the account lookup, the x-owner
// rule and the handler, which is safe because the same token got this same answer for this same URL, and anything
// that could change that (an archived account, a new role, a deleted record) is a write. Entries also end with the
// token's own expiry and after `ttlMs`, for answers that depend on the clock. Public operations, rate-limited ones,
// answers other than 200 and anything but a JSON string (file downloads stream) are never kept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteCounter } from '../db/client.ts';
import { totalCountHeader } from '../http/list-query.ts';

export interface ResponseCacheOptions {
  writes: WriteCounter;
  /** How long an answer may be served from the cache at most. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  /** Answers larger than this (characters) are not kept. */
  maxEntryChars: number;
}

interface Entry {
  body: string;
  contentType: string;
  /** A list page's X-Total-Count, answered again with the page. */
  totalCount?: string;
  /** Ms since the epoch after which the entry is not used. */
  until: number;
}

interface Pending {
  key: string;
  generation: number;
}

const pendingKey = Symbol('responseCache.pending');
type CachedRequest = FastifyRequest & { [pendingKey]?: Pending };

export const responseCachePlugin = fp<ResponseCacheOptions>(
  async (app: FastifyInstance, { writes, ttlMs, maxEntries, maxEntryChars }) => {
    const entries = new Map<string, Entry>();
    let seenGeneration = writes.generation;

    /** Drops every entry once the database has changed since they were made. */
    const current = () => {
      if (writes.generation !== seenGeneration) {
        entries.clear();
        seenGeneration = writes.generation;
      }
    };

    app.addHook('onRequest', async (request: CachedRequest, reply: FastifyReply) => {
      if (request.method !== 'GET') return;
      const config = request.routeOptions.config;
      const operation = config.operation;
      const authorization = request.headers.authorization;
      if (!operation || operation.isPublic || 'rateLimit' in config || !authorization) return;
      current();
      // The Accept header is part of the key: a list answers JSON or CSV (streamed, so never kept) by it.
      const key = `${authorization}\n${request.headers.accept ?? ''}\n${request.url}`;
      const entry = entries.get(key);
      if (entry) {
        if (entry.until > Date.now()) {
          if (entry.totalCount !== undefined) reply.header(totalCountHeader, entry.totalCount);
          return reply.code(200).type(entry.contentType).send(entry.body);
        }
        entries.delete(key);
      }
      request[pendingKey] = { key, generation: writes.generation };
    });

    app.addHook('onSend', async (request: CachedRequest, reply: FastifyReply, payload: unknown) => {
      const pending = request[pendingKey];
      if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (payload.length > maxEntryChars || writes.generation !== pending.generation) return payload;
      const contentType = reply.getHeader('content-type');
      if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) return payload;
      // The request was authenticated (the handler answered 200), so its token's expiry is known.
      const until = Math.min(Date.now() + ttlMs, request.tokenExpiresAt);
      current();
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const totalCount = reply.getHeader(totalCountHeader);
      entries.set(pending.key, {
        body: payload,
        contentType,
        until,
        ...(totalCount !== undefined && { totalCount: String(totalCount) }),
      });
      return payload;
    });
  },
  { name: 'portal-response-cache', dependencies: ['portal-services'] },
);
