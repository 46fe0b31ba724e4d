// Service request test helpers: create one as a demo account, read it, move it.
import { expect } from 'vitest';
import type { DemoAccount } from '../../src/seed.ts';
import type { TestApp } from './test-app.ts';

export const requestInput = {
  title: 'Tap dripping in the kitchen',
  description: 'The kitchen tap drips all night even when closed tight.',
  category: 'leakOrWater',
  priority: 'normal',
  entryPermission: true,
} as const;

/** Creates a request as `as` with the input's fields over the defaults; its answer's body. */
export async function createRequest(t: TestApp, as: DemoAccount, fields: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/serviceRequests',
    as,
    payload: { ...requestInput, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    status: string;
    dueAt: string;
    createdAt: string;
    affectedCount: number;
  };
}

export async function readRequest(t: TestApp, as: DemoAccount, id: number) {
  const res = await t.request({ method: 'GET', url: `/api/serviceRequests/${id}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    status: string;
    history: {
      kind: string;
      at: string;
      fromStatus: string | null;
      toStatus: string | null;
      note: string | null;
      actorName: string;
      internal: boolean;
    }[];
    comments: { text: string; internal: boolean; fromStaff: boolean }[];
    attachments: { id: number; fileName: string; contentType: string }[];
    following: boolean;
    affectedCount: number;
    reopenUntil: string | null;
  };
}

export function moveRequest(t: TestApp, as: DemoAccount, id: number, status: string, note?: string) {
  return t.request({
    method: 'PUT',
    url: `/api/serviceRequests/${id}/status`,
    as,
    payload: { status, ...(note !== undefined && { note }) },
  });
}

export function comment(t: TestApp, as: DemoAccount, id: number, text: string, internal = false) {
  return t.request({
    method: 'POST',
    url: `/api/serviceRequests/${id}/comments`,
    as,
    payload: { text, internal },
  });
}
