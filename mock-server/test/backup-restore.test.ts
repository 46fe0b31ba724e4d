// npm run backup / restore: seed, add owners, documents with files and a unit, back up, change and delete some,
// restore into a fresh place, and compare every row and every file byte for byte, with files on disk and in S3
// (s3rver), on PGlite (server stopped) or PostgreSQL (server running: TEST_DATABASE=postgres). And the refusals.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import { backup } from '../src/ops/backup.ts';
import { openStorage } from '../src/ops/common.ts';
import { restore } from '../src/ops/restore.ts';
import { documentPdf } from '../src/seed/files.ts';
import { demoPassword } from '../src/seed.ts';
import { contentsOf } from './helpers/backup.ts';
import { multipart } from './helpers/multipart.ts';
import { createThrowawayDatabase } from './helpers/postgres.ts';
import { startS3rver, type TestS3 } from './helpers/s3rver.ts';
import { testOptions, usePostgres } from './helpers/test-app.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

/** Options of a fresh place: its own data folder, database (PGlite on disk, or a new PostgreSQL database), bucket. */
async function freshPlace(s3: TestS3 | null, bucket?: string): Promise<BuildOptions> {
  const { options, cleanup } = await testOptions({ lockDataDir: true });
  cleanups.push(cleanup);
  return {
    ...options,
    database: usePostgres
      ? options.database
      : { kind: 'pglite', dataDir: path.join(options.dataDir, 'pglite') },
    ...(s3 && { s3: { ...s3.options, bucket: bucket ?? s3.options.bucket } }),
  };
}

async function addRecords(app: Awaited<ReturnType<typeof buildApp>>) {
  const { app: server, seeded } = app;
  if (!seeded) throw new Error('not seeded');
  const token = async (username: string) =>
    (
      await server.inject({
        method: 'POST',
        url: '/api/auth',
        payload: {
          username,
          password: demoPassword,
          portal: username === 'strataadmin' ? 'strata' : 'residential',
        },
      })
    ).json().token as string;
  const admin = { authorization: `Bearer ${await token('admin')}` };
  const strata = { authorization: `Bearer ${await token('strataadmin')}` };
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const user = await server.inject({
      method: 'POST',
      url: `/api/user?role=Owner&userName=backup.owner${n}`,
      headers: admin,
      payload: { email: `backup.owner${n}@example.ca`, password: 'Start#2026' },
    });
    expect(user.statusCode).toBe(201);
    const profile = await server.inject({
      method: 'POST',
      url: '/api/ownerProfile',
      headers: admin,
      payload: {
        userId: user.json().id,
        name: `Backup Owner ${n}`,
        address: '12 Main St',
        city: 'Vancouver',
        postal: 'V5K 0A1',
        phone: '(604) 555-0100',
      },
    });
    expect(profile.statusCode).toBeLessThan(300);
    const document = await server.inject({
      method: 'POST',
      url: '/api/documents',
      headers: admin,
      payload: {
        propertyId: seeded.properties.owner[0],
        ownerId: null,
        documentTypeId: seeded.documentTypes['Tenancy Notice'],
        fileName: `Notice ${n}.pdf`,
        documentDate: '2026-11-01',
      },
    });
    expect(document.statusCode).toBeLessThan(300);
    const form = new FormData();
    form.set(
      'file',
      new File(
        [new Uint8Array(await documentPdf(`Notice ${n}`, '2026-11-01', ['Kept by the backup.']))],
        `notice-${n}.pdf`,
        { type: 'application/pdf' },
      ),
    );
    const body = await multipart(form);
    const upload = await server.inject({
      method: 'PUT',
      url: `/api/documents/upload/${document.json().id}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(200);
    ids.push(document.json().id);
  }
  const unit = await server.inject({
    method: 'POST',
    url: '/api/strataUnit',
    headers: strata,
    payload: { unitNumber: '901', lotNumber: '91', strataPropertyId: seeded.strataProperties.lms },
  });
  expect(unit.statusCode).toBeLessThan(300);
  return { admin, documents: ids };
}

describe.each([
  ['disk', false],
  ['S3', true],
])(`backup and restore on ${usePostgres ? 'PostgreSQL' : 'PGlite'}, files on %s`, (_name, withS3) => {
  it('gives back every row and every file as they were at the backup', async () => {
    const s3 = withS3 ? await startS3rver('portal-backup') : null;
    if (s3) cleanups.push(() => s3.close());
    const source = await freshPlace(s3);
    const built = await buildApp(source);
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await built.app.close();
    });
    await built.app.ready();
    const { admin, documents } = await addRecords(built);
    const storage = await openStorage(source, { owner: false });
    const archive = path.join(work, `backup-${withS3 ? 's3' : 'disk'}.tar`);
    if (!usePostgres) {
      await expect(backup(source, archive)).rejects.toThrow(
        /in use by a running server .*stop it, then run the backup again/,
      );
      await built.app.close();
      closed = true;
    }
    const saved = await contentsOf(source.database, storage);
    expect(Object.keys(saved.files).length).toBeGreaterThanOrEqual(3);
    const made = await backup(source, archive);
    expect(made.files).toBe(Object.keys(saved.files).length);

    // Changed and deleted after the backup (on PostgreSQL while the server runs; on PGlite started again).
    const after = usePostgres ? built : await buildApp({ ...source, seed: false });
    if (!usePostgres) cleanups.push(() => after.app.close());
    const deleted = await after.app.inject({
      method: 'DELETE',
      url: `/api/documents/delete/${documents[0]}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    if (!usePostgres) await after.app.close();

    // A fresh place (on S3 another bucket of a new s3rver).
    const target = withS3 ? await startS3rver('portal-restored') : null;
    if (target) cleanups.push(() => target.close());
    let place = await freshPlace(target);
    if (usePostgres) {
      const created = await createThrowawayDatabase('portal_restore');
      cleanups.push(created.drop);
      place = { ...place, database: { kind: 'postgres', url: created.url } };
    }
    const restored = await restore(place, archive, false);
    expect(restored.files).toBe(made.files);
    const back = await contentsOf(place.database, await openStorage(place, { owner: false }));
    expect(back.rows).toEqual(saved.rows);
    expect(back.files).toEqual(saved.files);

    // A second restore into the now full place is refused.
    await expect(restore(place, archive, false)).rejects.toThrow(
      /is not empty: restore into an empty one, or pass --force/,
    );
  }, 600_000);
});

describe('restore of a bad archive', () => {
  it('fails with a plain message', async () => {
    const place = await freshPlace(null);
    const junk = path.join(work, 'junk.tar');
    fs.writeFileSync(junk, Buffer.alloc(4096, 7));
    await expect(restore(place, junk, false)).rejects.toThrow(
      /is damaged or not a portal backup|is not a portal backup/,
    );
    await expect(restore(place, path.join(work, 'none.tar'), false)).rejects.toThrow(/There is no file/);
  });
});
