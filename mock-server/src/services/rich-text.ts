// The listing's rich text (HTML) is kept only as an allowlist of formatting tags: scripts and styles go with their
// content, every event handler and style attribute goes, and links keep only http(s), mailto, same-site paths and
// fragments: never a protocol-relative `//host` or a backslash (`/\host`, read by browsers as `//host`); every link
// carries rel="noopener noreferrer".

import { FilterXSS } from 'xss';
import { trimSpace } from '../http/validation.ts';

const formatting: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  blockquote: [],
  pre: [],
  code: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  // A link's own rel goes; sanitizeRichText gives every link the one that keeps the opener and referrer away.
  a: ['href', 'title', 'target'],
};

/** http(s) and mailto targets, a same-site path or a fragment; no backslash anywhere, no `//host`. */
function safeHref(href: string): boolean {
  if (href.includes('\\')) return false;
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
}

const filter = new FilterXSS({
  whiteList: formatting,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value) {
    // Only known-safe link targets (so no javascript: or data:, however spelled); the value stays inside its quotes.
    if (tag === 'a' && name === 'href' && !safeHref(trimSpace(value))) return '';
    return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  },
});

export function sanitizeRichText(html: string | null | undefined): string {
  // In the filtered HTML every `<a` opens a link (a `<` of text is escaped).
  return html
    ? filter
        .process(html)
        .trim()
        .replace(/<a(?=[\s>])/gi, '<a rel="noopener noreferrer"')
    : '';
}
