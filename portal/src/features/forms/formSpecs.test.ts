// Every text field of the five strata forms stops at the length the contract allows for it (strata forms have no
// other limit the user could see before the server refused the form).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormKind } from './formModel.ts';
import { formSpecs } from './formSpecs.ts';

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; maxLength?: number };
// The bundled contract, read at run time (a fresh clone has no bundle until `npm run bundle -w @portal/openapi`).
const repo = new URL('../../../../', import.meta.url);
const bundle = new URL('openapi/dist/openapi.json', repo);
if (!fs.existsSync(bundle))
  execFileSync('npm', ['run', '--silent', 'bundle', '-w', '@portal/openapi'], { cwd: repo });
const contract = JSON.parse(fs.readFileSync(bundle, 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};
const schemas = contract.components.schemas;

const contracts: Record<FormKind, Schema | undefined> = {
  changeOfAddress: schemas.ChangeOfAddressForm,
  ownerInformationSheet: schemas.OwnerInformationSheetForm,
  PAD: schemas.PadForm,
  bylawComplaint: schemas.BylawComplaintForm,
  bylawDispute: schemas.BylawDisputeForm,
};

/** A schema with its `$ref` followed and its `allOf` parts merged (the bundled contract's two indirections). */
function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (!schema.allOf) return schema;
  return Object.assign({}, ...schema.allOf.map(resolve), { ...schema, allOf: undefined });
}

/** The contract's maxLength of the string at a dotted path of a form body. */
function contractMaxLength(schema: Schema | undefined, path: string): number | undefined {
  let current = resolve(schema);
  for (const key of path.split('.')) current = resolve(current?.properties?.[key]);
  return current?.maxLength;
}

describe('strata form fields carry the contract maximum length', () => {
  for (const spec of Object.values(formSpecs)) {
    it(spec.kind, () => {
      const fields = spec.sections.flatMap((section) => section.fields);
      const texts = fields.filter((field) => field.kind === 'text' || field.kind === 'textarea');
      expect(texts.length).toBeGreaterThan(0);
      for (const field of texts) {
        if (field.kind !== 'text' && field.kind !== 'textarea') continue;
        const limit = contractMaxLength(contracts[spec.kind], field.path);
        expect(limit, `${spec.kind} ${field.path} in the contract`).toBeTypeOf('number');
        expect({ path: field.path, maxLength: field.maxLength }).toEqual({
          path: field.path,
          maxLength: limit,
        });
      }
    });
  }
});

describe('formFailure', () => {
  it("shows the server's reason for a refused form, the spec's message only without one", async () => {
    const { ApiError } = await import('@portal/sdk/client');
    const { formFailure } = await import('./formModel.ts');
    const reason = 'oldContactInfo.firstName must be at most 100 characters';
    expect(formFailure(new ApiError(400, reason, 'oldContactInfo.firstName'))).toBe(reason);
    expect(formFailure(new ApiError(500, 'Internal Server Error'))).toBe('Error creating property');
    expect(formFailure(new TypeError('Failed to fetch'))).toBe('Error creating property');
  });
});
