// The conformance kit: signs in as each role, calls every operation of the contract against a live server with
// requests built from the contract (a valid one, the invalid ones the contract says are refused, and callers the
// operation's `x-roles` exclude), checks each answer's status, headers and body against the contract, and removes
// what it created. This module is its public face: verify() and its report; the parts live beside it (http.ts the
// callers and requests, requests.ts building them, answers.ts checking answers, records.ts what the kit knows,
// run.ts one run).
import type { Accounts } from './http.ts';
import { callOrder, operationsOf } from './operations.ts';
import { Run } from './run.ts';
import { loadContract, type OpenApiDocument } from './schema.ts';

export {
  type Account,
  type Accounts,
  demoAccounts,
  describeRequest,
  type FileSample,
  type Request,
  urlOf,
} from './http.ts';
export { Run } from './run.ts';

export interface VerifyOptions {
  /** The server's origin (`http://localhost:3000`); the contract's server path (`/api`) is added unless present. */
  baseUrl: string;
  accounts?: Accounts;
  /** Only these operationIds (the kit still calls what they need first, without reporting it). */
  only?: string[];
  contract?: OpenApiDocument;
  /** The path the operations sit under on the server; default the contract's first server URL (`/api`). */
  serverPath?: string;
  /**
   * The portal's origin, the server's PUBLIC_URL (the WebAuthn origin its passkeys are bound to); default https:// and
   * the relying party id the server names.
   */
  publicUrl?: string;
  /** Called as each operation's result is known. */
  onResult?: (result: OperationResult) => void;
}

export interface Check {
  name: string;
  ok: boolean;
  /** The request as sent: method, URL, caller, body. */
  request: string;
  /** What the contract expects and what came back, on failure. */
  difference: string[];
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  outcome: 'pass' | 'fail' | 'skipped';
  reason?: string;
  checks: Check[];
  durationMs: number;
}

export interface VerifyReport {
  baseUrl: string;
  results: OperationResult[];
  /** Records removed, removals that failed, and records the contract offers no delete or archive for. */
  cleanup: { removed: number; problems: string[]; kept: string[] };
  durationMs: number;
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const started = Date.now();
  const contract = options.contract ?? loadContract();
  const run = new Run(contract, options);
  await run.signIn();
  const results: OperationResult[] = [];
  for (const op of callOrder(operationsOf(contract))) {
    const result = await run.operation(op);
    if (options.only && !options.only.includes(op.operationId)) continue;
    results.push(result);
    options.onResult?.(result);
  }
  const cleanup = await run.cleanup();
  return { baseUrl: run.base, results, cleanup, durationMs: Date.now() - started };
}
