// The error answer every refusal gives: its status, the server's words, and the field it names when it names one.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Checks an injected response is the error answer of `status` (naming `field` when given); its body. */
export function expectError(res: LightMyRequestResponse, status: number, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: unknown; statusCode: unknown; field?: unknown };
  expect(typeof body.message).toBe('string');
  expect(body.statusCode).toBe(status);
  if (field !== undefined) expect(body.field).toBe(field);
  return body;
}
