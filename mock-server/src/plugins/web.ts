// Everything outside the API: the built portal at / (index.html for deep links), the API reference at /api/docs,
// and the development mailbox page at /dev/mailbox.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../mail/html.ts';
import type { OutboxMail } from '../mail/mailer.ts';

/** The mail's text with its links made clickable (everything else escaped). */
function textWithLinks(text: string, links: string[]): string {
  let html = escapeHtml(text);
  for (const link of links) {
    const escaped = escapeHtml(link);
    html = html.split(escaped).join(`<a href="${escaped}">${escaped}</a>`);
  }
  return html;
}

/** A mail's own headers (a notification's List-Unsubscribe and List-Unsubscribe-Post), one a line, as sent. */
function mailHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(
    ([name, value]) => `<dt>${escapeHtml(name)}:</dt> <dd>${escapeHtml(value)}</dd>`,
  );
  return lines.length > 0 ? `\n  <dl class="headers">${lines.join('')}</dl>` : '';
}

export function mailboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.sentAt)}${
    mail.error ? ` · <span class="error">not delivered: ${escapeHtml(mail.error)}</span>` : ''
  }</p>${mailHeaders(mail.headers)}
  <pre>${textWithLinks(mail.text, mail.links)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1d2733; }
  article { border: 1px solid #cfd6de; border-radius: 6px; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
  .meta { color: #4a5866; margin: 0 0 .75rem; font-size: .9rem; }
  .error { color: #a31515; }
  .headers { font: .85rem ui-monospace, monospace; margin: 0 0 .75rem; color: #4a5866; }
  .headers dt { display: inline; font-weight: 600; }
  .headers dd { display: inline; margin: 0; word-break: break-all; }
  .headers dd::after { content: ''; display: block; }
  pre { white-space: pre-wrap; font: inherit; margin: 0; }
  a { color: #0b5cad; word-break: break-all; }
</style>
</head>
<body>
<h1>Development mailbox</h1>
<p>Every mail the server sent, newest first (the outbox; SMTP delivery only when SMTP_URL is set).</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`;
}

const noPortalPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Property portal API</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>Property portal API</h1>
<p>The portal is not built (portal/dist is missing). Run <code>npm start</code> at the repository root to build it.</p>
<ul><li><a href="/api/docs">API reference</a></li><li><a href="/dev/mailbox">Development mailbox</a></li></ul>
</body></html>`;

export function hasPortal(portalDist: string | null): portalDist is string {
  return portalDist !== null && fs.existsSync(path.join(portalDist, 'index.html'));
}

/**
 * The prerendered pages of a build, as [path, file]: `pages/login.html` answers /login, `pages/account/x.html`
 * /account/x, and `pages/index.html` the root.
 */
export function prerenderedPages(portalDist: string): [string, string][] {
  const pagesDir = path.join(portalDist, 'pages');
  if (!fs.existsSync(pagesDir)) return [];
  return fs
    .readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const route = file.slice(0, -'.html'.length).split(path.sep).join('/');
      return [route === 'index' ? '/' : `/${route}`, `pages/${file.split(path.sep).join('/')}`];
    });
}

export const webPlugin = fp(
  async (app: FastifyInstance) => {
    const { options, contract, mail } = app.services;

    // The contract is OpenAPI 3.1; the plugin's types only know 2.0 and 3.0 documents, its code serves any.
    const document = contract as unknown as StaticDocumentSpec['document'];
    await app.register(fastifySwagger, { mode: 'static', specification: { document } });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

    if (options.devRoutes) {
      app.get('/dev/mailbox', async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(mailboxPage(await mail.list())),
      );
    }

    if (hasPortal(options.portalDist)) {
      const portalDist = options.portalDist;
      // The build writes brotli and gzip copies of every file (portal/build/precompress.ts): the smallest the browser
      // accepts is sent as it is, with Vary: Accept-Encoding. Vite's hashed assets (/assets/…) may be cached for good;
      // the HTML pages are revalidated (ETag, 304 when unchanged), so a new build is picked up at once.
      await app.register(fastifyStatic, {
        root: portalDist,
        wildcard: true,
        preCompressed: true,
        setHeaders(reply, filePath) {
          reply.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
      // The public pages prerendered at build time (portal/src/prerender/pages.ts) are answered at their own path.
      for (const [pagePath, file] of prerenderedPages(portalDist)) {
        app.get(pagePath, async (_request, reply) => reply.type('text/html; charset=utf-8').sendFile(file));
      }
    } else {
      app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(noPortalPage));
    }
  },
  { name: 'portal-web', dependencies: ['portal-services'] },
);
