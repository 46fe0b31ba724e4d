// What every recipe of the conformance kit uses: the result a recipe answers, Skip for an operation the kit cannot
// build a valid request for, values the server must not have seen, links mailed to the development mailbox, calls
// made outside the report, and the small files uploads send.
import { type Answer, type FileSample, urlOf } from './http.ts';
import type { Operation, RoleName } from './operations.ts';
import type { Run } from './run.ts';
import { isObject, type JsonObject } from './schema.ts';

/** An operation the kit cannot build a valid request for; the message says why. */
export class Skip extends Error {}

export interface RecipeResult {
  /** Path and query values replacing the generated ones. */
  params?: Record<string, string | number>;
  /** The whole body (replaces the generated one). */
  body?: JsonObject;
  /** Fields set on the generated body. */
  bodyPatch?: JsonObject;
  /** Fields left out of the generated body. */
  omit?: string[];
  file?: FileSample;
  /** The valid request ends the caller's session: the kit signs the role in again after it. */
  signInAgain?: boolean;
  /** The valid request ends the sessions of another role's account: the kit signs that role in again after it. */
  signInAgainAs?: RoleName;
  /** The caller, instead of the one the kit would choose (superAdmin where allowed). */
  as?: RoleName;
}

export type Recipe = (run: Run, op: Operation) => RecipeResult | Promise<RecipeResult>;

const runTag = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let counter = 0;

/** A value the server must not have seen (for fields it keeps unique), or undefined for other fields. */
export function uniqueValue(name: string, schema: JsonObject): string | undefined {
  const n = ++counter;
  if (
    schema.format === 'email' ||
    schema['x-ref'] === 'Email' ||
    /^email/i.test(name) ||
    name === 'emailToUpdate'
  ) {
    return `verify.${runTag}.${n}@example.ca`;
  }
  if (/^user_?name$/i.test(name)) return `verify.${runTag}.${n}`;
  if (name === 'strataPlanNumber') return `VK${String(Date.now() % 1_000_000).padStart(6, '0')}`.slice(0, 8);
  if (name === 'unitNumber' || name === 'unitLocation') return `V${runTag}${n}`.slice(0, 20);
  if (name === 'rmNumber') return `VK${runTag}${n}`.toUpperCase().slice(0, 20);
  if (name === 'lotNumber' || name === 'strataLotNumber')
    return String(100_000 + Math.floor(Math.random() * 900_000));
  return undefined;
}

export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Skip(what);
  return value;
};

/** A link a mail to `email` carried, with the query parameter `param`; from the contract's development mailbox. */
export async function mailedValue(run: Run, email: string, param: string): Promise<URLSearchParams> {
  const mails = await run.getJson('listDevMailbox', { to: email }, null);
  if (!Array.isArray(mails)) throw new Skip('the development mailbox (GET /dev/mailbox) does not answer');
  for (const mail of [...mails].reverse()) {
    const links = isObject(mail) && Array.isArray(mail.links) ? mail.links : [];
    for (const link of links) {
      const url = new URL(String(link), 'http://x');
      if (url.searchParams.get(param)) return url.searchParams;
    }
  }
  throw new Skip(`no mail to ${email} with a link carrying ${param} in the development mailbox`);
}

/** Calls an operation as `as` with a JSON body (outside the report). */
export async function callOp(
  run: Run,
  operationId: string,
  as: RoleName | null,
  body?: unknown,
  params: Record<string, string> = {},
): Promise<Answer> {
  const op = need(
    run.ops.find((o) => o.operationId === operationId),
    `the contract has no ${operationId} operation`,
  );
  return run.send({
    operation: op,
    method: op.method,
    url: urlOf(op, params),
    headers: {},
    body: body === undefined ? undefined : { json: body },
    as,
  });
}

/** A one-page PDF (enough for content sniffing). */
export const tinyPdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
export const tinyPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const tinyCsv = new TextEncoder().encode('');
