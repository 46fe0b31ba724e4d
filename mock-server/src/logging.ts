// What the server's log may hold. Request lines keep the method and the path only: no query string (reset tokens,
// emails, search text), no path secret (an invitation hash, any token-like segment), no email address (personal
// data); and no line of any kind carries an email address, whatever wrote it (messages, errors, their stacks).
import type { FastifyServerOptions } from 'fastify';

const emailPattern = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** The same in a JSON line: a JSON escape just before the address (`\n`) stays, so the line stays valid JSON. */
const emailInJson = /(\\[bfnrt])?[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * A path segment that reads as a secret: 16 or more characters of base64url or hex with letters and digits, or 32 or
 * more of base64url whatever they hold (a random 43-character secret has no digit once in about 1,500; the longest
 * word of a path is 26 characters).
 */
const secretSegment = /^(?:(?=.*\d)(?=.*[A-Za-z])[\w-]{16,}|[\w-]{32,})$/;
/** Path words that are never secrets, though long (none is today; kept as the place to add one). */
const words = new Set<string>();

/** The text with every email address replaced. */
export function withoutEmails(text: string): string {
  return text.replace(emailPattern, '[email]');
}

/** The URL as the log keeps it: its path, with secrets and email addresses replaced, and no query string. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // kept as sent
      }
      if (decoded.includes('@')) return '[email]';
      if (secretSegment.test(decoded) && !words.has(decoded)) return '[secret]';
      return segment;
    })
    .join('/');
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/** The pino options every log of the server goes through (app.ts). */
export function logOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedPath(request.url),
        remoteAddress: request.ip,
      }),
    },
    hooks: {
      // Every line as written, whatever wrote it (a message, an error's message and stack, a logged value).
      streamWrite: (line) =>
        line.replace(emailInJson, (_address, jsonEscape: string | undefined) => `${jsonEscape ?? ''}[email]`),
    },
  };
}
