// One run of the kit: calls an operation (the callers its x-roles exclude and the invalid requests first, then the
// valid one) and checks each answer, calls what another request needs first, and removes what it created.
import { answerProblems } from './answers.ts';
import {
  type Accounts,
  type Answer,
  demoAccounts,
  describeRequest,
  type Request,
  Session,
  urlOf,
} from './http.ts';
import type { Check, OperationResult, VerifyOptions, VerifyReport } from './kit.ts';
import { type Operation, operationsOf, type Parameter, type RoleName, roleNames } from './operations.ts';
import { type RecipeResult, Skip } from './recipe-support.ts';
import { type RecordEntry, Records } from './records.ts';
import { invalidRequests, validRequest } from './requests.ts';
import { isObject, type JsonObject, type OpenApiDocument } from './schema.ts';

export class Run {
  readonly ops: Operation[];
  readonly session: Session;
  readonly accounts: Accounts;
  /** The signed-in user's record per role. */
  readonly sessionUsers: Map<RoleName, JsonObject>;
  private readonly records = new Records();
  private readonly skippedOnly = new Set<string>();

  constructor(
    readonly contract: OpenApiDocument,
    readonly options: VerifyOptions,
  ) {
    this.ops = operationsOf(contract);
    this.accounts = options.accounts ?? demoAccounts;
    this.session = new Session(contract, options.baseUrl, options.serverPath);
    this.sessionUsers = this.session.users;
  }

  /** The server's operations URL (its origin and the server path). */
  get base(): string {
    return this.session.base;
  }

  signIn(): Promise<void> {
    return this.session.signIn(this.ops, this.accounts);
  }

  send(request: Request): Promise<Answer> {
    return this.session.send(request);
  }

  /** Signs the role's account in once more: the role's token (`keep`), or a second session of the account. */
  async signInAs(role: RoleName, keep: boolean): Promise<string> {
    const account = this.accounts[role];
    if (!account) throw new Skip(`no account for ${role}`);
    return this.session.signInAs(this.ops, role, account, keep);
  }

  // ------------------------------------------------------------------ records

  remember(resource: string, data: JsonObject, created: boolean, archived = false): void {
    this.records.remember(resource, data, created, archived);
  }

  /** The record of `resource` the kit uses: the first it created, else (unless `createdOnly`) one it found. */
  pick(resource: string, createdOnly = false): RecordEntry | undefined {
    return this.records.pick(resource, createdOnly);
  }

  /** A record of `resource` the kit found or made that `test` accepts. */
  find(resource: string, test: (data: JsonObject) => boolean): RecordEntry | undefined {
    return this.records.find(resource, test);
  }

  /**
   * Calls an operation to make a record another request needs (a building's login before the building), outside the
   * report; answers the created record or throws Skip.
   */
  async prepare(operationId: string, given: RecipeResult): Promise<JsonObject> {
    const op = this.ops.find((o) => o.operationId === operationId);
    if (!op) throw new Skip(`the contract has no ${operationId} operation`);
    const request = await validRequest(this, op, given);
    const answer = await this.send(request);
    if (answer.status < 200 || answer.status >= 300 || !isObject(answer.json)) {
      throw new Skip(`preparing with ${operationId} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    this.records.learn(op, request, answer);
    return answer.json;
  }

  /** A GET by operationId with query values, as `role` (anonymous when null), answered JSON or undefined. */
  async getJson(operationId: string, query: Record<string, string>, as: RoleName | null): Promise<unknown> {
    const op = this.ops.find((o) => o.operationId === operationId);
    if (!op) return undefined;
    const answer = await this.send({ operation: op, method: 'GET', url: urlOf(op, query), headers: {}, as });
    return answer.status === 200 ? answer.json : undefined;
  }

  // ------------------------------------------------------------------ one operation

  async operation(op: Operation): Promise<OperationResult> {
    const started = Date.now();
    const result: OperationResult = {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      outcome: 'pass',
      checks: [],
      durationMs: 0,
    };
    const finish = () => {
      result.durationMs = Date.now() - started;
      if (result.outcome !== 'skipped' && result.checks.some((c) => !c.ok)) result.outcome = 'fail';
      return result;
    };
    let valid: Request;
    try {
      valid = await validRequest(this, op);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      result.outcome = 'skipped';
      result.reason = error.message;
      this.skippedOnly.add(op.operationId);
      return finish();
    }

    // Callers the contract excludes, and requests the contract says are refused (a required field left out or of
    // the wrong type, no body, a required query parameter left out), before the valid call (which may remove the
    // record). They change nothing on a conforming server, so they are sent together.
    const refusals: Promise<Check>[] = [];
    if (!op.isPublic) {
      refusals.push(this.expectRefused(op, { ...valid, as: null }, ['401'], 'anonymous → 401'));
      for (const role of roleNames) {
        if (op.roles.includes(role) || !this.session.has(role)) continue;
        refusals.push(
          this.expectRefused(
            op,
            { ...valid, as: role },
            ['401', '403'],
            `${role} (not in x-roles) → 401/403`,
          ),
        );
      }
    }
    for (const invalid of invalidRequests(op, valid)) {
      refusals.push(this.expectRefused(op, invalid.request, ['400'], invalid.name));
    }
    result.checks.push(...(await Promise.all(refusals)));

    // A record is archived before it is deleted where the contract has an archive operation for it.
    if (op.kind === 'delete') await this.archiveBeforeDelete(op, valid);

    // The valid request.
    const answer = await this.send(valid);
    if (valid.signInAgain && valid.as) await this.signInAs(valid.as, true);
    if (valid.signInAgainAs) await this.signInAs(valid.signInAgainAs, true);
    const expected = Object.keys(op.responses).filter((c) => /^2\d\d$/.test(c));
    const problems = answerProblems(op, valid, answer, expected);
    result.checks.push({
      name: `valid request → ${expected.join('/')}`,
      ok: problems.length === 0,
      request: describeRequest(valid),
      difference: problems,
    });
    if (answer.status >= 200 && answer.status < 300) this.records.learn(op, valid, answer);
    return finish();
  }

  private async archiveBeforeDelete(op: Operation, request: Request): Promise<void> {
    const target = this.records.targetOf(op, request);
    if (!target || target.archived) return;
    const archive = this.archiveOperation(target.resource);
    if (archive) await this.callOn(archive, target);
  }

  private archiveOperation(resource: string): Operation | undefined {
    return this.ops.find(
      (o) =>
        o.kind === 'archive' && o.target === resource && singlePathId(o) && /^archive/.test(o.operationId),
    );
  }

  /** Calls a one-id operation on a record, as superAdmin where it may, and notes an archive or delete. */
  private async callOn(op: Operation, record: RecordEntry): Promise<Answer> {
    const param = singlePathId(op) as Parameter;
    const as =
      op.roles.includes('superAdmin') && this.session.has('superAdmin')
        ? 'superAdmin'
        : (roleNames.find((r) => op.roles.includes(r) && this.session.has(r)) ?? null);
    const answer = await this.send({
      operation: op,
      method: op.method,
      url: urlOf(op, { [param.name]: String(record.id) }),
      headers: {},
      as,
    });
    if (answer.status >= 200 && answer.status < 300) {
      if (op.kind === 'delete') record.gone = true;
      if (op.kind === 'archive') record.archived = true;
    }
    return answer;
  }

  private async expectRefused(
    op: Operation,
    request: Request,
    codes: string[],
    name: string,
  ): Promise<Check> {
    const answer = await this.send(request);
    const problems = answerProblems(op, request, answer, codes);
    if (answer.status >= 200 && answer.status < 300) this.records.learn(op, request, answer);
    return { name, ok: problems.length === 0, request: describeRequest(request), difference: problems };
  }

  // ------------------------------------------------------------------ cleanup

  /** Removes what the kit created and still stands: the resource's delete operation, else its archive operation. */
  async cleanup(): Promise<VerifyReport['cleanup']> {
    const problems: string[] = [];
    const kept: string[] = [];
    let removed = 0;
    for (const record of this.records.newestFirst()) {
      if (!record.created || record.gone) continue;
      const remove = this.ops.find(
        (o) => o.kind === 'delete' && o.target === record.resource && singlePathId(o),
      );
      const archive = this.archiveOperation(record.resource);
      const steps = [...(archive && !record.archived ? [archive] : []), ...(remove ? [remove] : [])];
      for (const step of steps) {
        const answer = await this.callOn(step, record);
        if (answer.status >= 300 && answer.status !== 404) {
          problems.push(
            `${step.operationId} ${record.resource} ${record.id}: ${answer.status} ${answer.text.slice(0, 120)}`,
          );
          break;
        }
      }
      if (steps.length > 0 && (record.gone || (!remove && record.archived))) removed++;
      if (steps.length === 0 && !this.records.removedWithParent(record)) {
        kept.push(`${record.resource} ${record.id}`);
      }
    }
    return { removed, problems, kept };
  }
}

function singlePathId(op: Operation): Parameter | undefined {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return pathParams.length === 1 && !op.bodyRequired ? pathParams[0] : undefined;
}
