import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from './api.ts';
import { createSessionStore, memoryStorage } from './features/session/session.ts';

const signedInAt = Date.parse('2026-12-06T12:00:00Z');

/** A session signed in at noon with a 30-minute idle limit, on a clock the test moves. */
function signedIn() {
  let clock = signedInAt;
  const session = createSessionStore(memoryStorage(), () => clock);
  session.save({
    token: 'header.payload.signature',
    userId: 3,
    role: 'admin',
    email: 'admin@example.ca',
    name: 'Admin',
    portalOption: 'residential',
    expiry: signedInAt + 12 * 3_600_000,
    idleMinutes: 30,
  });
  const later = (ms: number) => {
    clock += ms;
  };
  return { session, later };
}

afterEach(() => vi.unstubAllGlobals());

/** The fetch the API client calls through (the generated functions' requests, absolute here: Node has no page URL). */
const fetchOf = (client: ReturnType<typeof createApi>) => {
  const watched = client.getConfig().fetch;
  if (!watched) throw new Error('the API client has no fetch of its own');
  return (path: string) => watched(new Request(`http://portal.test/api${path}`));
};

describe('the portal’s API client', () => {
  it('counts an answered call as activity, but not the bell’s count asked every minute', async () => {
    const answered: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      answered.push(`${request.method} ${new URL(request.url).pathname}`);
      return Response.json(request.url.endsWith('/unreadCount') ? { count: 2 } : []);
    });
    const { session, later } = signedIn();
    const call = fetchOf(createApi(session));

    later(10 * 60_000);
    await call('/notifications/unreadCount');
    expect(session.lastActivity()).toBe(signedInAt);
    await call('/auth/sessions');
    expect(session.lastActivity()).toBe(signedInAt + 10 * 60_000);
    expect(answered).toEqual(['GET /api/notifications/unreadCount', 'GET /api/auth/sessions']);
  });

  it('tells the frame when the server has ended the session, the bell’s call too', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Your session has ended.' }, { status: 401 }),
    );
    const { session } = signedIn();
    const ended = vi.fn();
    await fetchOf(createApi(session, ended))('/notifications/unreadCount');
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
