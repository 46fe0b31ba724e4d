// Folders (tag documents, createDirectory) through the generated SDK: a rental property's folder (admin) and a strata
// building's (strataAdmin), each with its failures. Rental documents: documents-read.test.ts and
// documents-write.test.ts.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { folders, strataDocumentCategories } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

describe('createDirectory (POST /directory)', () => {
  it('creates a folder of a rental property (admin) and of a strata building (strataAdmin)', async () => {
    const { data, response } = await (await sdk.as('admin')).POST('/directory', {
      body: { name: ' Inspections ', type: 'property', propertyId: t.seed.properties.owner[0] },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Inspections',
      type: 'property',
      propertyId: t.seed.properties.owner[0],
    });
    const [folder] = await db()
      .select()
      .from(folders)
      .where(eq(folders.id, Number(data?.id)));
    expect(folder?.name).toBe('Inspections');
    const strata = await ok(
      (await sdk.as('strataadmin')).POST('/directory', {
        body: {
          name: 'Insurance Certificates',
          type: 'strataProperty',
          propertyId: t.seed.strataProperties.eps,
        },
      }),
    );
    const [category] = await db()
      .select()
      .from(strataDocumentCategories)
      .where(eq(strataDocumentCategories.id, strata.id));
    expect(category).toMatchObject({
      name: 'Insurance Certificates',
      strataPropertyId: t.seed.strataProperties.eps,
    });
  });

  it('refuses a name already used (409), the other side for a role (403), an unknown property (404)', async () => {
    const admin = await sdk.as('admin');
    const strataadmin = await sdk.as('strataadmin');
    const folderCount = async () => (await db().select().from(folders)).length;
    const before = await folderCount();
    const message = 'A folder with this name already exists for this property.';
    await expectFailure(
      admin.POST('/directory', {
        body: { name: 'INSURANCE', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      409,
      message,
    );
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'renovations', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      409,
      message,
    );
    // A shared category shows among every building's, so a building's folder may not repeat it.
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'Bylaws', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      409,
      message,
    );
    await expectFailure(
      admin.POST('/directory', {
        body: { name: 'Other', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      403,
    );
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'Other', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      403,
    );
    await expectFailure(
      admin.POST('/directory', { body: { name: 'Other', type: 'property', propertyId: 999999 } }),
      404,
    );
    const blank = await expectFailure(
      admin.POST('/directory', {
        body: { name: '   ', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      400,
    );
    expect(blank.field).toBe('name');
    expect(await folderCount()).toBe(before);
    const buildingFolders = await db()
      .select()
      .from(strataDocumentCategories)
      .where(
        and(eq(strataDocumentCategories.name, 'Other'), isNull(strataDocumentCategories.strataPropertyId)),
      );
    expect(buildingFolders).toEqual([]);
  });
});
