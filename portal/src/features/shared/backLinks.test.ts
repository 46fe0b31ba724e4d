import { describe, expect, it } from 'vitest';
import { backLinkFrom, hrefFrom, openedFrom } from './backLinks.ts';

const dashboard = { label: 'Back To Dashboard', href: '/admin/dashboard' } as const;
const owner = { label: 'Back To Owner Margaret Chen', href: '/admin/owner/7' } as const;
const documents = { label: 'Back To Documents', href: '/admin/documents' } as const;

describe('back links', () => {
  it('tells the page it opens where it was opened from', () => {
    expect(hrefFrom('/admin/property/11', '/admin/owner/7')).toBe('/admin/property/11?from=/admin/owner/7');
  });

  it('leads back to the page it was opened from, named by that page', () => {
    expect(backLinkFrom('/admin/owner/7', [owner, documents], dashboard)).toBe(owner);
    expect(backLinkFrom('/admin/documents', [null, documents], dashboard)).toBe(documents);
  });

  it('leads to its parent when opened directly or from a page it does not know', () => {
    expect(backLinkFrom(undefined, [owner, documents], dashboard)).toBe(dashboard);
    expect(backLinkFrom('/admin/owner/8', [owner, documents], dashboard)).toBe(dashboard);
  });

  it('reads only a path of this site from the search', () => {
    expect(openedFrom({ from: '/admin/owner/7' })).toBe('/admin/owner/7');
    expect(openedFrom({ from: '//evil.example/x' })).toBeUndefined();
    expect(openedFrom({ from: 'https://evil.example' })).toBeUndefined();
    expect(openedFrom({ from: 7 })).toBeUndefined();
    expect(openedFrom({})).toBeUndefined();
  });
});
