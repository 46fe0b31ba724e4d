import { describe, expect, it } from 'vitest';
import { sitePath } from './routerConfig.ts';

describe('sitePath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(sitePath('/owner/requests/12')).toBe('/owner/requests/12');
    expect(sitePath('/strataAdmin/document/view/3?kind=unit')).toBe('/strataAdmin/document/view/3?kind=unit');
  });

  it("turns another site's address into the home page", () => {
    expect(sitePath('https://elsewhere.example/login')).toBe('/');
    expect(sitePath('//elsewhere.example/login')).toBe('/');
    expect(sitePath('javascript:alert(1)')).toBe('/');
    expect(sitePath('owner/requests')).toBe('/');
  });
});
