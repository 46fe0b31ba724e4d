// An answer checked against the contract: its status, media type, declared headers and body schema.
import type { Answer, Request } from './http.ts';
import type { Operation } from './operations.ts';
import { type JsonObject, schemaProblems, validatorOf } from './schema.ts';

const headerSchemas = new WeakMap<JsonObject, JsonObject>();

/** What is wrong with an answer: its status, media type, declared headers, body schema. */
export function answerProblems(
  op: Operation,
  request: Request,
  answer: Answer,
  expected: string[],
): string[] {
  const problems: string[] = [];
  const excerpt = answer.text.length > 300 ? `${answer.text.slice(0, 300)}…` : answer.text;
  if (!expected.includes(String(answer.status))) {
    problems.push(
      `status ${answer.status}, the contract expects ${expected.join(' or ')}${excerpt ? `: ${excerpt}` : ''}`,
    );
    return problems;
  }
  const spec = op.responses[String(answer.status)];
  if (!spec) return [`status ${answer.status} is not declared by the operation`];
  const media = Object.keys(spec.content);
  if (media.length === 0) {
    if (answer.text.length > 0) problems.push(`a body was sent where the contract declares none: ${excerpt}`);
  } else {
    const type = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const declared = media.find((m) => m.toLowerCase() === type);
    if (!declared) {
      problems.push(`Content-Type ${type || '(none)'}, the contract declares ${media.join(', ')}`);
    } else if (declared === 'application/json' || declared.endsWith('+json')) {
      const schema = spec.content[declared] ?? {};
      for (const p of schemaProblems(schema, answer.json))
        problems.push(`body${p.startsWith('/') ? '' : ' '}${p}`);
    }
  }
  const sentLimit = /[?&]limit=/.test(request.url);
  for (const [name, header] of Object.entries(spec.headers)) {
    const value = answer.headers.get(name);
    // X-Total-Count is declared as "sent with limit"; other declared headers are always sent.
    const mustSend = header.required || name.toLowerCase() !== 'x-total-count' || sentLimit;
    if (value === null) {
      if (mustSend) problems.push(`header ${name} missing`);
      continue;
    }
    // A header is text: checked as a query value would be (numbers coerced), wrapped so the root can coerce.
    let wrapper = headerSchemas.get(header.schema);
    if (!wrapper) {
      wrapper = { type: 'object', properties: { value: header.schema } };
      headerSchemas.set(header.schema, wrapper);
    }
    if (!validatorOf(wrapper, true)({ value })) {
      problems.push(`header ${name}: ${JSON.stringify(value)} does not match its schema`);
    }
  }
  return problems;
}
