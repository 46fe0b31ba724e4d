// A listing's text is rich text (HTML, sanitized by the server). The portal has no rich-text editor: the form edits
// it as plain text with a few light marks (a blank line between paragraphs, "- " or "1. " lines for lists,
// **bold** and *italic*), and pages render the HTML as React elements from a small allowlist of formatting tags,
// so no markup from the server is ever injected as HTML.
import { createElement, Fragment, type ReactNode } from 'react';

const blockTags = new Set(['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr']);
const inlineMarks: Record<string, string> = { strong: '**', b: '**', em: '*', i: '*' };

/** Readable plain text of the HTML with the form's marks: one paragraph per block, lists as "- " or "1. " lines. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  // An inert document: nothing in it runs or loads.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const paragraphs: string[] = [];
  let current = '';
  const tidy = (text: string) =>
    text
      .replace(/[ \t]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim();
  const flush = () => {
    const text = tidy(current);
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
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const items = [...node.children].filter((child) => child.tagName.toLowerCase() === 'li');
      const lines = items.map((item, index) => {
        for (const child of item.childNodes) walk(child);
        const line = tidy(current).replace(/\n/g, ' ');
        current = '';
        return `${tag === 'ol' ? `${index + 1}.` : '-'} ${line}`;
      });
      if (lines.length) paragraphs.push(lines.join('\n'));
      return;
    }
    const mark = inlineMarks[tag];
    if (mark) current += mark;
    const isBlock = blockTags.has(tag);
    if (isBlock) flush();
    for (const child of node.childNodes) walk(child);
    if (isBlock) flush();
    if (mark) current += mark;
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

/** One line's text as HTML: escaped, **bold** and *italic* marked. */
const inlineHtml = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*(\S(?:.*?\S)?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '<em>$1</em>');

const bulletLine = /^[-*•]\s+/;
const numberedLine = /^\d{1,3}[.)]\s+/;

/**
 * The form's plain text as HTML: paragraphs (blank lines between them, single line breaks kept as <br>), a block of
 * "- " lines as a bulleted list, a block of "1. " lines as a numbered list, **bold** and *italic*.
 */
export function plainTextToHtml(text: string): string | null {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  if (blocks.length === 0) return null;
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      for (const [pattern, tag] of [
        [bulletLine, 'ul'],
        [numberedLine, 'ol'],
      ] as const) {
        if (lines.every((line) => pattern.test(line))) {
          const items = lines.map((line) => `<li>${inlineHtml(line.replace(pattern, ''))}</li>`);
          return `<${tag}>${items.join('')}</${tag}>`;
        }
      }
      return `<p>${lines.map(inlineHtml).join('<br>')}</p>`;
    })
    .join('');
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
