// The records the kit knows: those it found in answers and those it created, with what its calls did to them
// (archived, gone), so that later requests can name them and the cleanup can remove what it made.
import type { Answer, Request } from './http.ts';
import { type Operation, propertiesOf } from './operations.ts';
import { isObject, type JsonObject } from './schema.ts';
import { alternateIdFields, idFieldResource, pathSegmentResource } from './vocabulary.ts';

export interface RecordEntry {
  resource: string;
  id: number | string;
  data: JsonObject;
  created: boolean;
  archived: boolean;
  gone: boolean;
}

export class Records {
  private readonly entries: RecordEntry[] = [];

  /** Every record, the last learnt first (the order the cleanup removes them in). */
  newestFirst(): RecordEntry[] {
    return [...this.entries].reverse();
  }

  remember(resource: string, data: JsonObject, created: boolean, archived = false): void {
    // A record without an id of its own (a unit's user link) is known by its content.
    const id =
      data.id ?? alternateIdFields.map((f) => data[f]).find((v) => v !== undefined) ?? JSON.stringify(data);
    if (typeof id !== 'number' && typeof id !== 'string') return;
    const existing = this.entries.find((r) => r.resource === resource && r.id === id);
    if (existing) {
      existing.data = { ...existing.data, ...data };
      existing.archived = archived;
      return;
    }
    this.entries.push({ resource, id, data, created, archived, gone: false });
  }

  /** The record of `resource` the kit uses: the first it created, else (unless `createdOnly`) one it found. */
  pick(resource: string, createdOnly = false): RecordEntry | undefined {
    const live = this.entries.filter((r) => r.resource === resource && !r.gone);
    const created = live.filter((r) => r.created);
    if (created.length > 0) return created[0];
    if (createdOnly) return undefined;
    return live.find((r) => !r.archived) ?? live[0];
  }

  /** A record of `resource` the kit found or made that `test` accepts. */
  find(resource: string, test: (data: JsonObject) => boolean): RecordEntry | undefined {
    return this.entries.find((r) => r.resource === resource && !r.gone && test(r.data));
  }

  /** Remembers the records an answer names, and what the call did to the record it acted on. */
  learn(op: Operation, request: Request, answer: Answer): void {
    const body = answer.json;
    const created = op.kind === 'create';
    const archivedList = /archived/i.test(op.operationId);
    if (op.produces) {
      const rows = Array.isArray(body) ? body : [body];
      for (const row of rows) if (isObject(row)) this.remember(op.produces, row, created, archivedList);
    }
    // Records inside composite answers (a replaced owner's new record and invitation).
    if (isObject(body) && !op.produces) {
      for (const [field, value] of Object.entries(body)) {
        const schema = propertiesOf(op.responses[String(answer.status)]?.content['application/json'] ?? {})[
          field
        ];
        const ref = schema?.['x-ref'];
        if (typeof ref === 'string' && isObject(value)) this.remember(ref, value, op.kind === 'create');
      }
    }
    const target = this.targetOf(op, request);
    if (!target) return;
    // A delete by a parent's id (a unit's invitations) leaves the parent standing.
    if (op.kind === 'delete' && pathSegmentResource[op.path.split('/')[1] ?? ''] === target.resource) {
      target.gone = true;
    }
    if (op.kind === 'archive') target.archived = true;
    if (op.kind === 'restore') target.archived = false;
  }

  /** The record a request acts on: named by its target's path parameter, else by its body's id. */
  targetOf(op: Operation, request: Request): RecordEntry | undefined {
    if (!op.target) return undefined;
    const pathParam = op.parameters.find(
      (p) => p.in === 'path' && op.idSources[`path.${p.name}`] === op.target,
    );
    let id: string | undefined;
    if (pathParam) {
      const template = op.path.split('/');
      const actual = request.url.split('?')[0]?.split('/') ?? [];
      id = decodeURIComponent(actual[template.indexOf(`{${pathParam.name}}`)] ?? '');
    } else if (request.body && 'json' in request.body && isObject(request.body.json)) {
      id = String(request.body.json.id);
    }
    return this.entries.find((r) => r.resource === op.target && String(r.id) === id && !r.gone);
  }

  /** Whether a record names (`<resource>Id`) a record the kit created and deleted, which took it along. */
  removedWithParent(record: RecordEntry): boolean {
    return Object.entries(record.data).some(([field, value]) => {
      const resource = idFieldResource[field];
      return (
        resource && this.entries.some((r) => r.resource === resource && r.id === value && r.created && r.gone)
      );
    });
  }
}
