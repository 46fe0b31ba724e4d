// `npm run bench:reads -- --documents`: the admin's Documents table (GET /api/documents?limit=25), its first page under
// each sort in turn, each against the sorted page budget.
import { load, percentile } from './read-load.ts';

const documentSorts = ['documentDate', '-documentDate', 'filedFor', '-filedFor', 'title', 'documentType'];

/** Loads each sort's first page in turn and prints its p50 and p99, `ok` or `over` the page budget. */
export async function documentsFirstPages(
  url: string,
  pid: number,
  auth: Record<string, string>,
  pageP99Ms: number,
): Promise<void> {
  const total = await fetch(`${url}/api/documents?limit=1`, { headers: auth });
  await total.arrayBuffer();
  console.log(`  ${total.headers.get('x-total-count')} documents`);
  const checks: [string, boolean][] = [];
  for (const sort of documentSorts) {
    const measured = await load(`the Documents table sorted by ${sort}, first page`, url, pid, auth, () => ({
      kind: 'sorted page',
      path: `/api/documents?limit=25&offset=0&sort=${sort}`,
    }));
    const latencies = (measured.byKind.get('sorted page') ?? []).sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    checks.push([
      `sort=${sort}: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${latencies.length} requests (budget p99 ≤ ${pageP99Ms} ms)`,
      p99 <= pageP99Ms,
    ]);
  }
  for (const [text, ok] of checks) console.log(`${ok ? 'ok  ' : 'over'}  ${text}`);
}
