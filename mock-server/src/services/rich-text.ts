// The listing's rich text (HTML) is kept only as an allowlist of formatting tags: scripts and styles go with their
// content, every event handler and style attribute goes, and links keep only http(s) and mailto targets.

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
  a: ['href', 'title', 'target', 'rel'],
};

const filter = new FilterXSS({
  whiteList: formatting,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  css: false,
  safeAttrValue(tag, name, value) {
    // Only known-safe link targets (so no javascript: or data:, however spelled); the value stays inside its quotes.
    if (tag === 'a' && name === 'href' && !/^(https?:\/\/|mailto:|\/|#)/i.test(trimSpace(value))) return '';
    return value.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  },
});

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? filter.process(html).trim() : '';
}
