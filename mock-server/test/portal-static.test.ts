// How the built portal travels: the build's brotli and gzip copies sent as they are (the smallest the browser
// accepts, with Content-Encoding and Vary), hashed assets cached for good, HTML pages revalidated with an ETag
// (304 when unchanged), and the prerendered public pages answered at their own paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from '../src/plugins/web.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(', ')}];\n`;
const shell = '<!doctype html><title>Portal</title><div id="root"><header>bar</header></div>';
const loginPage =
  '<!doctype html><title>Portal</title><div id="root" data-prerendered="/login"><form><label for="u">Username</label><input id="u"></form></div>';

/** A build folder as the portal's build writes it: every text file with its .br and .gz copies. */
function writeBuild(dir: string) {
  const files: Record<string, string> = {
    'index.html': shell,
    'pages/index.html': loginPage.replace('/login', '/'),
    'pages/login.html': loginPage,
    'pages/account/resetpassword.html':
      '<!doctype html><div id="root" data-prerendered="/account/resetpassword"></div>',
    'assets/app-3f9a1c.js': script,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  }
}

describe('the built portal, compressed and cached', () => {
  let p: TestApp;
  const portalDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
  beforeAll(async () => {
    writeBuild(portalDist);
    p = await createTestApp({ portalDist });
  });
  afterAll(async () => {
    await p.close();
    fs.rmSync(portalDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    p.request({ method: 'GET', url, headers });

  it('sends the brotli copy when the browser accepts it, else gzip, else the file itself', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);

    const gz = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, unrevalidated', async () => {
    const res = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html and the prerendered pages: no-cache, an ETag, 304 when unchanged', async () => {
    for (const url of ['/', '/login', '/owner/dashboard']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-type'], url).toContain('text/html');
      expect(first.headers['content-encoding'], url).toBe('br');
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const changed = await get(url, { 'accept-encoding': 'br', 'if-none-match': '"something-else"' });
      expect(changed.statusCode, url).toBe(200);
    }
  });

  it('answers each prerendered page at its path, and index.html (the shell) for other deep links', async () => {
    const login = await get('/login', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(login.rawPayload).toString()).toBe(loginPage);
    const home = await get('/');
    expect(home.body).toContain('data-prerendered="/"');
    const reset = await get('/account/resetpassword');
    expect(reset.body).toContain('data-prerendered="/account/resetpassword"');
    const deepLink = await get('/strataAdmin/property/3', { 'accept-encoding': 'br' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.headers['content-encoding']).toBe('br');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(deepLink.rawPayload).toString()).toBe(shell);
  });

  it('maps the pages folder to paths', () => {
    expect(prerenderedPages(portalDist).sort()).toEqual([
      ['/', 'pages/index.html'],
      ['/account/resetpassword', 'pages/account/resetpassword.html'],
      ['/login', 'pages/login.html'],
    ]);
  });
});
