// Every change between two bundled versions of the contract, classed by api-smart-diff (breaking, non-breaking,
// deprecated, annotation, unclassified), and the verdict of the version rule: a breaking change needs a new major
// version; any other change to an operation needs at least a new minor version when it is released.
import { apiCompare } from 'api-smart-diff';

export type ChangeType = 'breaking' | 'non-breaking' | 'deprecated' | 'annotation' | 'unclassified';

export interface Change {
  type: ChangeType;
  action: string;
  /** `POST /auth` for a change inside an operation, else the document section (`info`, `servers`, …). */
  where: string;
  /** The change's place below `where`, slash-separated. */
  path: string;
  description: string;
}

export interface Contract {
  info: { version: string };
  [key: string]: unknown;
}

export interface DiffReport {
  baseVersion: string;
  headVersion: string;
  changes: Change[];
  breaking: number;
  /** Why the change set is refused (a breaking change without a new major version), or null. */
  failure: string | null;
  /** What the next release has to be at least, or null when nothing an operation does changed. */
  needs: 'major' | 'minor' | 'patch' | null;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const typeOrder: ChangeType[] = ['breaking', 'deprecated', 'unclassified', 'non-breaking', 'annotation'];

export function parseVersion(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  if (!match) throw new Error(`info.version "${version}" is not a semantic version (major.minor.patch)`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function describe(path: (string | number)[]): { where: string; rest: (string | number)[] } {
  if (path[0] === 'paths' && typeof path[2] === 'string' && methods.has(path[2])) {
    return { where: `${path[2].toUpperCase()} ${path[1]}`, rest: path.slice(3) };
  }
  if (path[0] === 'paths' && path.length >= 2) return { where: String(path[1]), rest: path.slice(2) };
  return { where: String(path[0] ?? ''), rest: path.slice(1) };
}

/** Lists the changes from `base` to `head`. Component schemas are compared where operations use them (under `paths`). */
export function diffContracts(base: Contract, head: Contract): DiffReport {
  const { diffs } = apiCompare(base, head);
  const changes: Change[] = diffs
    .filter((d) => d.path[0] !== 'components')
    .map((d) => {
      const { where, rest } = describe(d.path);
      return {
        type: d.type as ChangeType,
        action: d.action,
        where,
        path: rest.join('/'),
        description: d.description ?? `${d.action} ${rest.join('/')}`,
      };
    })
    .sort((a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || a.where.localeCompare(b.where));
  const breaking = changes.filter((c) => c.type === 'breaking').length;
  const [baseMajor] = parseVersion(base.info.version);
  const [headMajor] = parseVersion(head.info.version);
  const operational = changes.filter((c) => c.where !== 'info' && c.type !== 'annotation');
  const needs =
    breaking > 0 ? 'major' : operational.length > 0 ? 'minor' : changes.length > 0 ? 'patch' : null;
  const failure =
    breaking > 0 && headMajor <= baseMajor
      ? `${breaking} breaking change${breaking === 1 ? '' : 's'} from ${base.info.version} without a new major version (info.version is ${head.info.version}): keep the old shape working, or raise the major version and say in openapi/CHANGELOG.md how old clients are kept working`
      : null;
  return {
    baseVersion: base.info.version,
    headVersion: head.info.version,
    changes,
    breaking,
    failure,
    needs,
  };
}
