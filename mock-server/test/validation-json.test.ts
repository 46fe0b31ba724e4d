// Requests are validated against the contract before any handler runs: JSON bodies (400 naming the field, malformed
// JSON 400, a body of another media type 415, authorization first) and path and query parameters. Uploads and
// downloads: validation-uploads.test.ts.
import { describe, expect, it } from 'vitest';
import type { HandlerMap } from '../src/http/handlers.ts';
import { allHandlers } from '../src/services/index.ts';
import { useTestApp } from './helpers/test-app.ts';

const received: unknown[] = [];

// Stand-ins for handlers other helpers write, so these tests exercise only the foundation.
const handlers: HandlerMap = {
  ...allHandlers(),
  createProperty: ({ body, reply }) => {
    received.push(body);
    return reply.code(204).send();
  },
};

const t = useTestApp({ handlers });

const validProperty = {
  ownerId: 1,
  rmNumber: 'RM0013',
  contractType: 'RM',
  address: '4567 Kingsway, Burnaby, BC V5H 2E2',
  street: '4567 Kingsway',
  city: 'Burnaby',
  province: 'BC',
  postal: 'V5H 2E2',
};

const createProperty = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/property',
    as: 'admin',
    headers,
    ...(typeof payload === 'string'
      ? { payload }
      : payload === undefined
        ? {}
        : { payload: payload as object }),
  });

describe('JSON bodies', () => {
  it('passes a valid body to the handler with the contract defaults filled in (siblings of a $ref too)', async () => {
    received.length = 0;
    const res = await createProperty({ ...validProperty, moveInFee: 19.99 });
    expect(res.statusCode).toBe(204);
    expect(received[0]).toMatchObject({
      ...validProperty,
      moveInFee: 19.99,
      moveOutFee: 0,
      bedroom: 0,
      countryId: 1,
    });
  });

  it('accepts "#204 - 1255 Harwood St" and accented street and city names', async () => {
    received.length = 0;
    const res = await createProperty({
      ...validProperty,
      street: '#204 - 1255 Harwood St',
      city: 'Montréal',
    });
    expect(res.statusCode).toBe(204);
    const accented = await createProperty({
      ...validProperty,
      street: '12 Rue Saint-Jérôme',
      city: 'Québec',
    });
    expect(accented.statusCode).toBe(204);
    const owner = await t.request({
      method: 'POST',
      url: '/api/ownerProfile',
      as: 'admin',
      payload: {
        userId: t.seed.users.owner,
        name: 'Zoë Côté',
        address: '#5 - 120 Rue Sainte-Hélène',
        city: 'Lévis',
        postal: 'G6V 1A1',
        phone: '(604) 555-0100',
      },
    });
    // Past validation: the seeded owner already has a profile.
    expect(owner.json()).toMatchObject({
      statusCode: 409,
      message: 'This user already has an owner profile.',
    });
  });

  it.each([
    // The spec's own sentences, from the contract's x-messages (rental spec 5).
    ['a missing field', { ...validProperty, street: undefined }, 'street', 'This field is required'],
    ['a short street', { ...validProperty, street: '1A' }, 'street', 'Invalid street address'],
    ['a city with digits', { ...validProperty, city: 'Burnaby 9' }, 'city', 'Invalid city name'],
    [
      'a wrong type (no coercion of bodies)',
      { ...validProperty, bedroom: '3' },
      'bedroom',
      'bedroom must be an integer.',
    ],
    ['a value out of range', { ...validProperty, bedroom: 12 }, 'bedroom', 'bedroom must be <= 8.'],
    ['a pattern', { ...validProperty, postal: '12345' }, 'postal', 'Invalid postal code'],
    ['an enum', { ...validProperty, province: 'XX' }, 'province', 'Invalid province name'],
    [
      'money with 3 decimals (x-decimal-places)',
      { ...validProperty, moveInFee: 12.345 },
      'moveInFee',
      'moveInFee must be a whole number or have at most 2 decimals.',
    ],
    [
      'an email format',
      { ...validProperty, strataEmail: 'not-an-email' },
      'strataEmail',
      'strataEmail must be a valid email address.',
    ],
    [
      'a field the strict schema does not have',
      { ...validProperty, sneaky: 1 },
      'sneaky',
      'sneaky is not an accepted field.',
    ],
  ])('answers 400 naming the field for %s', async (_what, payload, field, message) => {
    const res = await createProperty(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field, statusCode: 400 });
  });

  it("uses the contract's x-messages: the spec's own sentence for the rule broken", async () => {
    const unit = (payload: object) =>
      t.request({ method: 'POST', url: '/api/strataUnit', as: 'strataadmin', payload });
    const strataPropertyId = t.seed.strataProperties.bcs;
    const blank = await unit({ unitNumber: '', lotNumber: '5', strataPropertyId });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Unit number cannot be blank',
      field: 'unitNumber',
      statusCode: 400,
    });
    const missing = await unit({ unitNumber: '108', strataPropertyId });
    expect(missing.json()).toEqual({
      message: 'Lot number cannot be blank',
      field: 'lotNumber',
      statusCode: 400,
    });
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await createProperty('{"ownerId": 1, "street": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', statusCode: 400 });
  });

  it('answers 400 when the required body is missing, and 415 to another media type', async () => {
    const missing = await createProperty(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The request body is required.');
    const text = await createProperty('ownerId=1', { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Send the request body as application/json.');
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await createProperty('[1, 2]', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body must be an object.');
  });

  it('checks authorization before the body: anonymous 401, wrong role 403, even with an invalid body', async () => {
    const anonymous = await t.request({ method: 'POST', url: '/api/property', payload: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const owner = await t.request({
      method: 'POST',
      url: '/api/property',
      as: 'owner',
      payload: { nonsense: true },
    });
    expect(owner.statusCode).toBe(403);
  });
});

describe('path and query parameters', () => {
  it('answers 400 naming a path parameter of the wrong type or range', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const res = await t.request({ method: 'GET', url: `/api/property/${id}`, as: 'admin' });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().field).toBe('id');
    }
  });

  it('coerces and validates the query string', async () => {
    const bad = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'to', message: 'invalid email' });
    const good = await t.request({ method: 'GET', url: '/api/dev/mailbox?to=AMELIA.GRANT@example.ca' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toHaveLength(1);
  });
});
