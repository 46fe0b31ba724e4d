// Every text field of the five strata forms stops at the length the contract allows for it (strata forms have no
// other limit the user could see before the server refused the form).
import {
  zBylawComplaintForm,
  zBylawDisputeForm,
  zChangeOfAddressForm,
  zOwnerInformationSheetForm,
  zPadForm,
} from '@portal/sdk/zod';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { FormKind } from './formModel.ts';
import { formSpecs } from './formSpecs.ts';

const contracts: Record<FormKind, z.ZodType> = {
  changeOfAddress: zChangeOfAddressForm,
  ownerInformationSheet: zOwnerInformationSheetForm,
  PAD: zPadForm,
  bylawComplaint: zBylawComplaintForm,
  bylawDispute: zBylawDisputeForm,
};

/** The contract's maxLength of the string at a dotted path of a form body. */
function contractMaxLength(schema: z.ZodType, path: string): number | null | undefined {
  let current: unknown = schema;
  for (const key of path.split('.')) {
    let node = current as { unwrap?: () => unknown; shape?: Record<string, unknown> };
    while (!node.shape && typeof node.unwrap === 'function') node = node.unwrap() as typeof node;
    current = node.shape?.[key];
    if (current === undefined) return undefined;
  }
  let leaf = current as { unwrap?: () => unknown; maxLength?: number | null };
  while (leaf.maxLength === undefined && typeof leaf.unwrap === 'function')
    leaf = leaf.unwrap() as typeof leaf;
  return leaf.maxLength;
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
