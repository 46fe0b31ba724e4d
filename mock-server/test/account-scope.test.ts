// Smaller hardening, on PGlite and PostgreSQL: getUser reaches the caller's own account and those the caller manages
// only; every signed-in /api answer says Cache-Control: no-store; the listing's rich text refuses protocol-relative and
// backslash links and gives every link rel="noopener noreferrer".
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/services/rich-text.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('getUser', () => {
  it('lets admin and strataAdmin read their own account and the ones they manage, and no other', async () => {
    const { users } = t.seed;
    const read = (as: 'admin' | 'strataadmin', id: number) =>
      t.request({ method: 'GET', url: `/api/user/${id}`, as }).then((res) => res.statusCode);
    expect(await read('admin', users.admin)).toBe(200);
    expect(await read('admin', users.owner)).toBe(200);
    expect(await read('admin', users.superadmin)).toBe(404);
    expect(await read('admin', users.strataadmin)).toBe(404);
    expect(await read('strataadmin', users.strataadmin)).toBe(200);
    expect(await read('strataadmin', users.unitowner)).toBe(200);
    expect(await read('strataadmin', users.owner)).toBe(404);
    expect(await read('strataadmin', users.superadmin)).toBe(404);
  });
});

describe('Cache-Control', () => {
  it('is no-store on signed-in answers, errors included, and left alone on public ones', async () => {
    const own = await t.request({ method: 'GET', url: `/api/user/${t.seed.users.owner}`, as: 'owner' });
    expect(own.headers['cache-control']).toBe('no-store');
    const missing = await t.request({ method: 'GET', url: '/api/property/2147483647', as: 'owner' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});

describe('rich text links', () => {
  it('refuses protocol-relative and backslash links and forces rel="noopener noreferrer"', () => {
    for (const href of [
      '//evil.example/p',
      '/\\evil.example',
      '\\\\evil.example',
      'https://a.example\\@evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer" href>x</a>');
    }
    expect(sanitizeRichText('<a href="/listings" rel="opener" target="_blank">x</a>')).toBe(
      '<a rel="noopener noreferrer" href="/listings" target="_blank">x</a>',
    );
    expect(sanitizeRichText('<p>a &lt;a b</p>')).toBe('<p>a &lt;a b</p>');
  });
});
