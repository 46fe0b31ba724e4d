// Strata agents (tag strataAgents) through the generated SDK: list, archived list, get, create, update, archive
// (detaching the agent from every building), restore and delete, each with its failures.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataAgents, strataProperties } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const agentCount = async () => (await db().select().from(strataAgents)).length;

describe('listStrataAgents and listArchivedStrataAgents', () => {
  it('lists the active agents sorted by name, and the archived ones apart', async () => {
    const admin = await sdk.as('strataadmin');
    const active = await ok(admin.GET('/strataAgent'));
    expect(active.map((a) => a.name)).toEqual(['Karen Liu', 'Mark Bellamy', 'Priya Dhillon']);
    expect(active[0]).toEqual({
      id: t.seed.strataAgents.karen,
      name: 'Karen Liu',
      phone: '604-555-0134',
      email: 'karen.liu@portal.example.ca',
      archived: false,
    });
    const archived = await ok((await sdk.as('superadmin')).GET('/strataAgent/archived'));
    expect(archived.map((a) => [a.name, a.archived])).toEqual([['Tom Fraser', true]]);
  });

  it('refuses anonymous callers (401) and other roles (403)', async () => {
    await expectFailure(sdk.anonymous().GET('/strataAgent'), 401, 'Sign in to continue.');
    await expectFailure((await sdk.as('BCS1234')).GET('/strataAgent'), 403, 'Your role may not do this.');
    await expectFailure((await sdk.as('unitowner')).GET('/strataAgent/archived'), 403);
  });
});

describe('getStrataAgent', () => {
  it('answers an agent, archived ones too', async () => {
    const admin = await sdk.as('strataadmin');
    const agent = await ok(
      admin.GET('/strataAgent/{id}', { params: { path: { id: t.seed.strataAgents.archived } } }),
    );
    expect(agent).toMatchObject({ name: 'Tom Fraser', archived: true });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.GET('/strataAgent/{id}', { params: { path: { id: 999999 } } }),
      404,
      'Not found.',
    );
    const res = await t.request({ method: 'GET', url: '/api/strataAgent/abc', as: 'strataadmin' });
    expect(res.statusCode).toBe(400);
  });
});

describe('createStrataAgent', () => {
  it('saves the agent with the phone formatted 123-456-7890', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataAgent', {
        body: { name: '  Nadia  Petrova ', phone: '(604) 555 0199', email: 'nadia.petrova@example.ca' },
      }),
    );
    expect(created).toMatchObject({ name: 'Nadia Petrova', phone: '604-555-0199', archived: false });
    const reread = await ok(admin.GET('/strataAgent/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(created);
  });

  it('answers 409 with the spec message for an email already used, archived agents and case included', async () => {
    const admin = await sdk.as('strataadmin');
    const before = await agentCount();
    await expectFailure(
      admin.POST('/strataAgent', {
        body: { name: 'Tom Again', phone: '604-555-0100', email: 'TOM.FRASER@portal.example.ca' },
      }),
      409,
      'Error creating new agent. Agent may already exist.',
    );
    expect(await agentCount()).toBe(before);
  });

  it('answers 400 naming the field for a bad phone or a missing name, and saves nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const before = await agentCount();
    const bad = await expectFailure(
      admin.POST('/strataAgent', { body: { name: 'X', phone: '555', email: 'x@example.ca' } }),
      400,
    );
    expect(bad.field).toBe('phone');
    const res = await t.request({
      method: 'POST',
      url: '/api/strataAgent',
      as: 'strataadmin',
      payload: { phone: '604-555-0100', email: 'y@example.ca' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('name');
    expect(await agentCount()).toBe(before);
  });
});

describe('updateStrataAgent', () => {
  it('saves the changes', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataAgents.priya;
    const updated = await ok(
      admin.PUT('/strataAgent/{id}', {
        params: { path: { id } },
        body: { name: 'Priya Dhillon-Grewal', phone: '6045550136', email: 'Priya.Dhillon@portal.example.ca' },
      }),
    );
    expect(updated).toMatchObject({ id, name: 'Priya Dhillon-Grewal', phone: '604-555-0136' });
    const [row] = await db().select().from(strataAgents).where(eq(strataAgents.id, id));
    expect(row).toMatchObject({ name: 'Priya Dhillon-Grewal', email: 'Priya.Dhillon@portal.example.ca' });
  });

  it("answers 409 with the spec message for another agent's email, and changes nothing", async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataAgents.karen;
    await expectFailure(
      admin.PUT('/strataAgent/{id}', {
        params: { path: { id } },
        body: { name: 'Karen Liu', phone: '604-555-0134', email: 'mark.bellamy@PORTAL.example.ca' },
      }),
      409,
      'Error updating new agent. Agent may already exist.',
    );
    const [row] = await db().select().from(strataAgents).where(eq(strataAgents.id, id));
    expect(row?.email).toBe('karen.liu@portal.example.ca');
  });

  it('answers 404 for an unknown agent', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.PUT('/strataAgent/{id}', {
        params: { path: { id: 999999 } },
        body: { name: 'Nobody', phone: '604-555-0100', email: 'nobody@example.ca' },
      }),
      404,
    );
  });
});

describe('archiveStrataAgent and restoreStrataAgent', () => {
  it('archives the agent and clears it from every building; restoring does not re-attach it', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataAgents.mark;
    const eps = t.seed.strataProperties.eps;
    const archived = await ok(admin.PUT('/strataAgent/archive/{id}', { params: { path: { id } } }));
    expect(archived).toMatchObject({ id, archived: true });
    const building = await ok(admin.GET('/strataProperty/{id}', { params: { path: { id: eps } } }));
    expect(building).toMatchObject({ agentId: null, agent: null });
    expect((await ok(admin.GET('/strataAgent'))).map((a) => a.id)).not.toContain(id);

    const restored = await ok(admin.PUT('/strataAgent/restore/{id}', { params: { path: { id } } }));
    expect(restored).toMatchObject({ id, archived: false });
    const [row] = await db().select().from(strataProperties).where(eq(strataProperties.id, eps));
    expect(row?.agentId).toBeNull();
  });

  it('answers 404 for an unknown agent and 403 for a building login', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(admin.PUT('/strataAgent/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(admin.PUT('/strataAgent/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    const login = await sdk.as('EPS5678');
    await expectFailure(
      login.PUT('/strataAgent/archive/{id}', { params: { path: { id: t.seed.strataAgents.karen } } }),
      403,
    );
    const [karen] = await db()
      .select()
      .from(strataAgents)
      .where(eq(strataAgents.id, t.seed.strataAgents.karen));
    expect(karen?.archived).toBe(false);
  });
});

describe('deleteStrataAgent', () => {
  it('deletes an archived agent', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataAgents.archived;
    const { response } = await admin.DELETE('/strataAgent/delete/{id}', { params: { path: { id } } });
    expect(response.status).toBe(204);
    expect(await db().select().from(strataAgents).where(eq(strataAgents.id, id))).toEqual([]);
    await expectFailure(admin.DELETE('/strataAgent/delete/{id}', { params: { path: { id } } }), 404);
  });

  it('refuses to delete an active agent (409) and keeps it', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataAgents.karen;
    await expectFailure(
      admin.DELETE('/strataAgent/delete/{id}', { params: { path: { id } } }),
      409,
      'Archive the agent before deleting it.',
    );
    expect(await db().select().from(strataAgents).where(eq(strataAgents.id, id))).toHaveLength(1);
  });
});
