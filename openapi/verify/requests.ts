// Requests built from the contract: the valid one for an operation (its caller, parameters and body, with ids
// from the records the kit made or found and a recipe's values where the schemas alone cannot say), and the
// invalid ones the contract says are refused.
import { type FileSample, type Request, urlOf } from './http.ts';
import {
  type Operation,
  type Parameter,
  propertiesOf,
  type RoleName,
  requiredFields,
  roleNames,
  ruleSource,
} from './operations.ts';
import {
  type Recipe,
  type RecipeResult,
  Skip,
  tinyCsv,
  tinyPdf,
  tinyPng,
  uniqueValue,
} from './recipe-support.ts';
import { recipes } from './recipes.ts';
import type { Run } from './run.ts';
import { isObject, type JsonObject, sampleOf, schemaProblems, validatorOf, wrongTypeOf } from './schema.ts';

/** The caller of the valid request: superAdmin where it may call, else the first role of x-roles. */
export function callerOf(run: Run, op: Operation): RoleName | null {
  if (op.isPublic) return null;
  const allowed = roleNames.filter((r) => op.roles.includes(r) && run.session.has(r));
  if (allowed.length === 0)
    throw new Skip(`no account of a role the operation allows (${op.roles.join(', ')})`);
  return allowed.includes('superAdmin') ? 'superAdmin' : (allowed[0] as RoleName);
}

/** A value for an id-valued parameter or field, from the records the kit made or found. */
function idFor(run: Run, op: Operation, key: string, required: boolean): number | string | undefined {
  const resource = op.idSources[key];
  if (!resource) return undefined;
  // A `self` rule: the signed-in user of the role it applies to.
  const selfRole = Object.entries(op.owner).find(
    ([, rule]) => ruleSource(rule) === key && rule.rule === 'self',
  )?.[0];
  if (selfRole) {
    const user = run.sessionUsers.get(selfRole as RoleName);
    if (user && (typeof user.id === 'number' || typeof user.id === 'string')) return user.id;
  }
  // Writes change only records the kit created; reads and creates may use records it found.
  const createdOnly = !['list', 'read', 'create'].includes(op.kind) && key === targetKey(op);
  const record = run.pick(resource, createdOnly);
  if (!record) {
    if (!required) return undefined;
    throw new Skip(
      createdOnly
        ? `no ${resource} created by the kit to ${op.kind} (its create operation did not pass)`
        : `no ${resource} found or created to fill ${key}`,
    );
  }
  return record.id;
}

export async function validRequest(run: Run, op: Operation, extra: RecipeResult = {}): Promise<Request> {
  const recipe: Recipe | undefined = recipes[op.operationId];
  const base = recipe ? await recipe(run, op) : {};
  const as = base.as ?? extra.as ?? callerOf(run, op);
  const given: RecipeResult = {
    ...base,
    ...extra,
    params: { ...base.params, ...extra.params },
    bodyPatch: base.bodyPatch || extra.bodyPatch ? { ...base.bodyPatch, ...extra.bodyPatch } : undefined,
  };
  const params: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const override = given.params?.[p.name];
    if (override !== undefined) {
      params[p.name] = String(override);
      continue;
    }
    if (p.in === 'query' && !p.required && p.name !== 'limit') continue;
    if (p.name === 'limit') {
      params.limit = '50';
      continue;
    }
    const id = idFor(run, op, `${p.in}.${p.name}`, p.required);
    if (id !== undefined) {
      params[p.name] = String(id);
      continue;
    }
    const sample = uniqueValue(p.name, p.schema) ?? sampleOf(p.schema);
    if (sample === undefined || !validatorOf(p.schema, true)(String(sample))) {
      throw new Skip(`no valid value for the ${p.in} parameter ${p.name}`);
    }
    params[p.name] = String(sample);
  }
  const request: Request = {
    operation: op,
    method: op.method,
    url: urlOf(op, params),
    headers: {},
    as,
    ...(given.signInAgain && { signInAgain: true }),
    ...(given.signInAgainAs && { signInAgainAs: given.signInAgainAs }),
  };
  if (op.jsonBody) {
    const body = given.body ?? (await sampleBody(run, op));
    if (given.body === undefined && given.bodyPatch) Object.assign(body, given.bodyPatch);
    for (const key of given.omit ?? []) delete body[key];
    const problems = schemaProblems(op.jsonBody, body);
    if (problems.length > 0) throw new Skip(`no valid body could be made: ${problems.join('; ')}`);
    request.body = { json: body };
  } else if (op.multipart) {
    const fields: Record<string, string> = {};
    const properties = propertiesOf(op.multipart.schema);
    for (const name of requiredFields(op.multipart.schema)) {
      if (name === 'file') continue;
      const value = sampleOf(properties[name]);
      if (value === undefined) throw new Skip(`no valid value for the form field ${name}`);
      fields[name] = String(value);
    }
    request.body = { form: { fields, file: given.file ?? fileFor(op.multipart.fileType) } };
  }
  return request;
}

/** A valid body: the schema's sample, its id fields from the records, unique values where the server needs them. */
async function sampleBody(run: Run, op: Operation): Promise<JsonObject> {
  const schema = op.jsonBody ?? {};
  const sample = sampleOf(schema);
  if (!isObject(sample)) throw new Skip('the contract offers no valid sample body');
  const required = requiredFields(schema);
  const properties = propertiesOf(schema);
  for (const key of Object.keys(sample)) {
    const source = `body.${key}`;
    if (op.idSources[source]) {
      // An optional reference is left out: the example's id may name nothing on this server.
      const id = required.includes(key) ? idFor(run, op, source, true) : undefined;
      if (id === undefined) delete sample[key];
      else sample[key] = id;
      continue;
    }
    const unique = uniqueValue(key, properties[key] ?? {});
    if (unique !== undefined) sample[key] = unique;
  }
  for (const key of required) {
    if (key in sample) continue;
    const id = op.idSources[`body.${key}`] ? idFor(run, op, `body.${key}`, true) : undefined;
    if (id !== undefined) sample[key] = id;
  }
  return sample;
}

export function invalidRequests(op: Operation, valid: Request): { name: string; request: Request }[] {
  const out: { name: string; request: Request }[] = [];
  if (op.jsonBody && valid.body && 'json' in valid.body && isObject(valid.body.json)) {
    const body = valid.body.json;
    const required = requiredFields(op.jsonBody).filter((k) => k in body);
    const properties = propertiesOf(op.jsonBody);
    const field = required[0];
    if (field && Array.isArray(op.jsonBody.required)) {
      const { [field]: _left, ...without } = body;
      out.push({
        name: `required field ${field} missing → 400`,
        request: { ...valid, body: { json: without } },
      });
      const wrong = wrongTypeOf(properties[field]);
      if (wrong !== undefined) {
        out.push({
          name: `required field ${field} of the wrong type → 400`,
          request: { ...valid, body: { json: { ...body, [field]: wrong } } },
        });
      }
    }
    if (op.bodyRequired) {
      out.push({ name: 'no body → 400', request: { ...valid, body: undefined } });
    }
  }
  const query = op.parameters.find((p: Parameter) => p.in === 'query' && p.required);
  if (query) {
    const url = new URL(valid.url, 'http://x');
    url.searchParams.delete(query.name);
    out.push({
      name: `required query parameter ${query.name} missing → 400`,
      request: { ...valid, url: `${url.pathname}${url.search}` },
    });
  }
  return out;
}

function targetKey(op: Operation): string | undefined {
  const pathParam = op.parameters.find(
    (p) => p.in === 'path' && op.idSources[`path.${p.name}`] === op.target,
  );
  if (pathParam) return `path.${pathParam.name}`;
  return op.idSources['body.id'] ? 'body.id' : undefined;
}

function fileFor(type: string): FileSample {
  if (/image/.test(type)) return { name: 'verify.png', type: 'image/png', bytes: tinyPng };
  if (/csv/.test(type)) return { name: 'verify.csv', type: 'text/csv', bytes: tinyCsv };
  return { name: 'verify.pdf', type: 'application/pdf', bytes: tinyPdf };
}
