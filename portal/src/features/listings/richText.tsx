// A listing's text is rich text (HTML, sanitized by the server). The portal has no rich-text editor: the form edits
// it as plain paragraphs, and pages render the HTML as React elements from a small allowlist of formatting tags,
// so no markup from the server is ever injected as HTML.
import { createElement, Fragment, type ReactNode } from 'react';

const blockTags = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr']);

/** Readable plain text of the HTML: one paragraph per block, line breaks kept. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  // An inert document: nothing in it runs or loads.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    const text = current
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim();
    if (text) paragraphs.push(text);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (tag === 'br') {
      current += '\n';
      return;
    }
    const isBlock = blockTags.has(tag);
    if (isBlock) flush();
    for (const child of node.childNodes) walk(child);
    if (isBlock) flush();
  };
  walk(body);
  flush();
  return paragraphs.join('\n\n');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Plain paragraphs (blank lines between them) as HTML paragraphs; single line breaks become <br>. */
export function plainTextToHtml(text: string): string | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  if (paragraphs.length === 0) return null;
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('');
}

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h3',
  'h4',
  'h5',
  'h6',
  'sub',
  'sup',
  'code',
  'pre',
]);
// Headings inside a page's section stay below the page's own headings.
const renamedTags: Record<string, string> = { h1: 'h3', h2: 'h3' };

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const children = [...node.childNodes].map(toReact);
  const raw = node.tagName.toLowerCase();
  const tag = renamedTags[raw] ?? raw;
  if (tag === 'br') return createElement('br', { key });
  // Anything else (links, tables, spans…) keeps only its text.
  if (!allowedTags.has(tag)) return createElement(Fragment, { key }, ...children);
  return createElement(tag, { key }, ...children);
}

/** The listing's text as React elements (formatting kept, links and everything else reduced to their text). */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html) return null;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{[...body.childNodes].map(toReact)}</div>;
}
