// The SDK's client over a Playwright request context: the support files call the API through the generated functions
// of `@portal/sdk/operations` (typed by the contract, so a renamed field or path fails to compile here as in the
// portal), while Playwright still carries the requests (its base URL, the saved token, its tracing).
//
//   const api = await apiAs(accounts.admin, baseURL);
//   const { data } = await getProperty({ client: sdkOf(api), path: { id }, throwOnError: true });
import type { APIRequestContext } from '@playwright/test';
import { createPortalClient, type PortalClient } from '@portal/sdk/client';

/** Statuses whose answer has no body (a Response with one cannot be made). */
const noBody = new Set([101, 204, 205, 304]);

/** A client whose requests go through `context` (its Authorization header included); failures throw ApiError. */
export function sdkOf(context: APIRequestContext): PortalClient {
  return createPortalClient({
    // Only the path and query are sent: the context resolves them against the server it was made for.
    baseUrl: 'http://playwright.invalid/api',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const answer = await context.fetch(`${url.pathname}${url.search}`, {
        method: request.method,
        headers: Object.fromEntries(request.headers),
        ...(body ? { data: body } : {}),
      });
      return new Response(noBody.has(answer.status()) ? null : new Uint8Array(await answer.body()), {
        status: answer.status(),
        headers: answer.headers(),
      });
    },
  });
}

/** A file for an upload body, from bytes a test made. */
export function fileOf(name: string, type: string, bytes: Buffer): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
